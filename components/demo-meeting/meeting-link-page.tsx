import Head from 'next/head';
import { useState } from 'react';
import styled from 'styled-components';
import { cancelMeeting, rescheduleMeeting } from '@/api-clients/scheduler';
import { Button } from '@/components/button/button';
import { PRODUCT_NAME } from '@/constants/brand';
import { BOOKING_LINK_MESSAGES } from '@/constants/scheduling';
import { formatSlot } from '@/modals/demo/slot-days';
import { SlotPicker } from '@/modals/demo/slot-picker';
import type { MeetingLinkView } from '@/lib/scheduling/meeting-link';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/**
 * The pages behind the signed links of a demo confirmation (ADR 0050): reschedule or cancel. A
 * visit changes nothing; only pressing the button does (mail scanners open links). Times are in
 * the zone the visitor booked in, so the server and the browser render the same words.
 */
export function MeetingLinkPage({
  action,
  view,
}: {
  action: 'reschedule' | 'cancel';
  view: MeetingLinkView;
}) {
  const title = action === 'cancel' ? 'Cancel your demo' : 'Reschedule your demo';
  return (
    <Page>
      <Head>
        <title>{`${title} | ${PRODUCT_NAME}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <h1>{title}</h1>
      {!view.ok ? (
        <p role="alert">{view.message}</p>
      ) : view.meeting.cancelled ? (
        <p role="status">{BOOKING_LINK_MESSAGES.cancelled}</p>
      ) : action === 'cancel' ? (
        <CancelMeeting view={view} />
      ) : (
        <RescheduleMeeting view={view} />
      )}
    </Page>
  );
}

type Usable = Extract<MeetingLinkView, { ok: true }>;

function MeetingCard({ label, meeting }: { label: string; meeting: Usable['meeting'] }) {
  return (
    <Card>
      <strong>{label}</strong>
      <span>{formatSlot(meeting, meeting.timeZone)}</span>
      <span>with {meeting.repName}</span>
    </Card>
  );
}

function CancelMeeting({ view }: { view: Usable }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ cancelled: boolean; message: string } | null>(null);
  return (
    <>
      <MeetingCard label="Your demo" meeting={view.meeting} />
      {result?.cancelled ? null : (
        <Button
          type="button"
          $kind="primary"
          $size="lg"
          disabled={busy}
          aria-disabled={busy}
          onClick={() => {
            setBusy(true);
            void cancelMeeting(view.token).then((answer) => {
              setBusy(false);
              setResult(answer);
            });
          }}
        >
          {busy ? 'Cancelling' : 'Cancel meeting'}
        </Button>
      )}
      <Message role="status">{result?.message}</Message>
    </>
  );
}

function RescheduleMeeting({ view }: { view: Usable }) {
  const [slots, setSlots] = useState(view.offer?.slots ?? []);
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [moved, setMoved] = useState<Usable['meeting'] | null>(null);
  if (moved) {
    return (
      <>
        <MeetingCard label="Your demo is now" meeting={moved} />
        <Message role="status">{BOOKING_LINK_MESSAGES.moved}</Message>
      </>
    );
  }
  const submit = async () => {
    if (!start) return setMessage('Pick a time for the meeting.');
    setBusy(true);
    setMessage(null);
    const result = await rescheduleMeeting(view.token, start);
    setBusy(false);
    if (result.kind === 'booked') {
      setMoved({ ...view.meeting, start: result.booking.start, end: result.booking.end });
    } else if (result.kind === 'slot-taken') {
      setSlots(result.slots);
      setStart(null);
      setMessage(result.message);
    } else {
      setMessage(result.message);
    }
  };
  return (
    <>
      <MeetingCard label="Booked for" meeting={view.meeting} />
      {slots.length === 0 ? (
        <p>No other times are free right now. Write to {view.meeting.repName} to find one.</p>
      ) : (
        <SlotPicker
          slots={slots}
          timeZone={view.meeting.timeZone}
          meetingMinutes={view.offer?.meetingMinutes ?? 30}
          start={start}
          onPick={(picked) => {
            setStart(picked);
            if (picked) setMessage(null);
          }}
          onSubmit={() => void submit()}
          message={message}
          busy={busy}
          submitLabel="Move meeting"
          busyLabel="Moving"
        />
      )}
    </>
  );
}

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${space[12]} ${space[6]} ${space[16]};
  h1 {
    margin: 0 0 ${space[6]};
    font-size: ${fontSizes['3xl']};
  }
`;

const Card = styled.p`
  display: grid;
  gap: 4px;
  margin: 0 0 ${space[6]};
  padding: ${space[4]} ${space[6]};
  border: 1px solid ${colors.violet100};
  border-radius: ${radii.md};
  background: ${colors.violet50};
  color: ${colors.ink900};
`;

const Message = styled.p`
  margin: ${space[4]} 0 0;
  font-weight: 600;
  color: ${colors.ink900};
`;
