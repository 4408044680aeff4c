import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  bookSchedulerSlot,
  fetchSchedulerConfig,
  fetchSchedulerSlots,
  type ConfirmedBooking,
  type SchedulerConfig,
  type SlotOffer,
} from '@/api-clients/scheduler';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { SCHEDULER_LOAD_TIMEOUT_MS, type SchedulerPayload } from '@/constants/scheduling';
import { track } from '@/lib/analytics/track';
import { colors, radii } from '@/styles/theme';
import { StepHeading, TextButton } from './demo-styles';
import { activateDemoPersonalisation } from './personalisation';
import { isTrustedSchedulerOrigin, mapSchedulerEvent } from './scheduler-events';
import { schedulerEmbedUrl } from './scheduler-payload';
import { visitorTimeZone } from './slot-days';
import { SlotPicker } from './slot-picker';

export interface SchedulerStepProps {
  /** The demo request (step 2's submission id) the meeting belongs to. */
  requestId: string;
  payload: SchedulerPayload;
  /** The 'Meeting Booked' callback: moves the modal to the confirmation. */
  onBooked: (booking?: ConfirmedBooking) => void;
  /** The scheduler could not load: the visitor gets the no-meeting confirmation. */
  onUnavailable: () => void;
  /** The visitor prefers to be contacted. */
  onSkip: () => void;
  /** Tests inject the endpoints' clients. */
  loadConfig?: () => Promise<SchedulerConfig>;
}

/**
 * The scheduler step: the built-in scheduler by default, or the configured provider's embed. Both
 * end in the same 'Meeting Booked' path; anything that fails to load ends in the no-meeting
 * confirmation rather than a dead end.
 */
export function SchedulerStep({
  requestId,
  payload,
  onBooked,
  onUnavailable,
  onSkip,
  loadConfig = fetchSchedulerConfig,
}: SchedulerStepProps) {
  const [config, setConfig] = useState<SchedulerConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (loaded) => live && setConfig(loaded),
      () => live && onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, [loadConfig, onUnavailable]);

  // The booked callback runs once, whichever provider reports it.
  const booked = useRef(false);
  const handleSchedulerEvent = useCallback(
    (data: unknown, booking?: ConfirmedBooking) => {
      if (!config || booked.current) return;
      if (mapSchedulerEvent(config.provider, data) !== ANALYTICS_EVENTS.meetingBooked) return;
      booked.current = true;
      track(ANALYTICS_EVENTS.meetingBooked, { provider: config.provider });
      onBooked(booking);
    },
    [config, onBooked],
  );

  return (
    <div>
      <StepHeading id="modal-title" tabIndex={-1}>
        Book your demo
      </StepHeading>
      {!config ? (
        <Status role="status">Loading the scheduler…</Status>
      ) : config.provider === 'builtin' || !config.embedUrl ? (
        <BuiltInScheduler
          requestId={requestId}
          payload={payload}
          onEvent={handleSchedulerEvent}
          onUnavailable={onUnavailable}
        />
      ) : (
        <ExternalScheduler
          config={{ provider: config.provider, embedUrl: config.embedUrl }}
          payload={payload}
          onEvent={handleSchedulerEvent}
          onUnavailable={onUnavailable}
        />
      )}
      <Skip>
        <TextButton type="button" onClick={onSkip}>
          I&apos;d rather have a product expert contact me
        </TextButton>
      </Skip>
    </div>
  );
}

interface ProviderProps {
  payload: SchedulerPayload;
  onEvent: (data: unknown, booking?: ConfirmedBooking) => void;
  onUnavailable: () => void;
}

function BuiltInScheduler({
  requestId,
  payload,
  onEvent,
  onUnavailable,
  loadSlots = fetchSchedulerSlots,
}: ProviderProps & { requestId: string; loadSlots?: () => Promise<SlotOffer> }) {
  const timeZone = useMemo(() => visitorTimeZone(), []);
  const [offer, setOffer] = useState<SlotOffer | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadSlots().then(
      (loaded) => {
        if (!live) return;
        // No free time in the whole window: an expert follows up instead.
        if (loaded.slots.length === 0) return onUnavailable();
        setOffer(loaded);
        // The scheduler now holds the visitor's data (spec section 4: personalise after that).
        activateDemoPersonalisation(payload);
      },
      () => live && onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, [loadSlots, onUnavailable, payload]);

  const book = async () => {
    if (!start) {
      setMessage('Pick a time for the meeting.');
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await bookSchedulerSlot({ requestId, startsAt: start, timeZone, ...payload });
    setBusy(false);
    if (result.kind === 'booked') {
      onEvent({ event: ANALYTICS_EVENTS.meetingBooked }, result.booking);
    } else if (result.kind === 'slot-taken') {
      setOffer((current) => current && { ...current, slots: result.slots });
      setStart(null);
      setMessage(result.message);
      if (result.slots.length === 0) onUnavailable();
    } else {
      setMessage(result.message);
    }
  };

  if (!offer || offer.slots.length === 0) {
    return <Status role="status">Loading available times…</Status>;
  }
  return (
    <SlotPicker
      slots={offer.slots}
      timeZone={timeZone}
      meetingMinutes={offer.meetingMinutes}
      start={start}
      onPick={(picked) => {
        setStart(picked);
        if (picked) setMessage(null);
      }}
      onSubmit={() => void book()}
      message={message}
      busy={busy}
      submitLabel="Book meeting"
      busyLabel="Booking"
    />
  );
}

function ExternalScheduler({
  config,
  payload,
  onEvent,
  onUnavailable,
}: ProviderProps & {
  config: { provider: Exclude<SchedulerConfig['provider'], 'builtin'>; embedUrl: string };
}) {
  const [ready, setReady] = useState(false);
  const src = useMemo(() => {
    try {
      return schedulerEmbedUrl(config.provider, config.embedUrl, payload, window.location.host);
    } catch {
      return null;
    }
  }, [config, payload]);

  useEffect(() => {
    if (!src) {
      onUnavailable();
      return;
    }
    activateDemoPersonalisation(payload);
    let alive = false;
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedSchedulerOrigin(config.provider, event.origin, window.location.origin)) return;
      // Any message from the provider's page proves it loaded.
      alive = true;
      setReady(true);
      onEvent(event.data);
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => {
      if (!alive) onUnavailable();
    }, SCHEDULER_LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [src, config.provider, payload, onEvent, onUnavailable]);

  if (!src) return null;
  return (
    <>
      {!ready && <Status role="status">Loading the scheduler…</Status>}
      <Frame
        src={src}
        title="Choose a time for your demo"
        onError={onUnavailable}
        allow="payment"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </>
  );
}

const Status = styled.p`
  margin: 24px 0;
  color: ${colors.ink600};
`;

const Skip = styled.p`
  margin: 20px 0 0;
`;

const Frame = styled.iframe`
  width: 100%;
  min-height: 560px;
  border: 0;
  border-radius: ${radii.md};
`;
