import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  bookSchedulerSlot,
  fetchSchedulerConfig,
  fetchSchedulerSlots,
  type ConfirmedBooking,
  type SchedulerConfig,
  type SchedulerSlot,
} from '@/api-clients/scheduler';
import { Button } from '@/components/button/button';
import { ANALYTICS_EVENTS } from '@/constants/events';
import {
  DEMO_MEETING_MINUTES,
  SCHEDULER_LOAD_TIMEOUT_MS,
  type SchedulerPayload,
} from '@/constants/scheduling';
import { track } from '@/lib/analytics/track';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { horizontalScrollCue } from '@/styles/scroll-cue';
import { ErrorText, StepHeading, StepIntro, TextButton } from './demo-styles';
import { activateDemoPersonalisation } from './personalisation';
import { isTrustedSchedulerOrigin, mapSchedulerEvent } from './scheduler-events';
import { schedulerEmbedUrl } from './scheduler-payload';
import { groupSlotsByDay, visitorTimeZone } from './slot-days';

export interface SchedulerStepProps {
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
  payload,
  onEvent,
  onUnavailable,
  loadSlots = fetchSchedulerSlots,
}: ProviderProps & { loadSlots?: () => Promise<SchedulerSlot[]> }) {
  const timeZone = useMemo(() => visitorTimeZone(), []);
  const [slots, setSlots] = useState<SchedulerSlot[] | null>(null);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const groupName = useId();

  useEffect(() => {
    let live = true;
    loadSlots().then(
      (loaded) => {
        if (!live) return;
        // No free time in the whole window: an expert follows up instead.
        if (loaded.length === 0) return onUnavailable();
        setSlots(loaded);
        // The scheduler now holds the visitor's data (spec section 4: personalise after that).
        activateDemoPersonalisation(payload);
      },
      () => live && onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, [loadSlots, onUnavailable, payload]);

  const days = useMemo(() => groupSlotsByDay(slots ?? [], timeZone), [slots, timeZone]);
  const day = days.find((d) => d.key === dayKey) ?? days[0];

  const book = async () => {
    if (!start) {
      setMessage('Pick a time for the meeting.');
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await bookSchedulerSlot({ startsAt: start, timeZone, ...payload });
    setBusy(false);
    if (result.kind === 'booked') {
      onEvent({ event: ANALYTICS_EVENTS.meetingBooked }, result.booking);
    } else if (result.kind === 'slot-taken') {
      setSlots(result.slots);
      setStart(null);
      setMessage(result.message);
      if (result.slots.length === 0) onUnavailable();
    } else {
      setMessage(result.message);
    }
  };

  if (!slots || !day) return <Status role="status">Loading available times…</Status>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void book();
      }}
      noValidate
    >
      <StepIntro>
        A {DEMO_MEETING_MINUTES}-minute video call with a product expert, tailored to your team.
        Times are shown in your time zone ({timeZone}).
      </StepIntro>
      <Fieldset>
        <Legend>Choose a day</Legend>
        <Chips>
          {days.map((d) => (
            <Chip key={d.key}>
              <input
                type="radio"
                name={`${groupName}-day`}
                value={d.key}
                checked={d.key === day.key}
                onChange={() => {
                  setDayKey(d.key);
                  setStart(null);
                }}
              />
              <span>{d.label}</span>
            </Chip>
          ))}
        </Chips>
      </Fieldset>
      <Fieldset>
        <Legend>Choose a time on {day.label}</Legend>
        <Times>
          {day.slots.map((slot) => (
            <Chip key={slot.start}>
              <input
                type="radio"
                name={`${groupName}-time`}
                value={slot.start}
                checked={slot.start === start}
                onChange={() => {
                  setStart(slot.start);
                  setMessage(null);
                }}
              />
              <span>{slot.label}</span>
            </Chip>
          ))}
        </Times>
      </Fieldset>
      <div role="alert">{message && <ErrorText>{message}</ErrorText>}</div>
      <Actions>
        <Button type="submit" $kind="primary" $size="lg" disabled={busy} aria-disabled={busy}>
          {busy ? 'Booking' : 'Book meeting'}
        </Button>
      </Actions>
    </form>
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

const Fieldset = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin: 0 0 10px;
  padding: 0;
  font-weight: 600;
  color: ${colors.ink900};
`;

const Chips = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 2px 2px 6px;
  ${horizontalScrollCue}
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  max-height: 220px;
  overflow-y: auto;
  padding: 2px;
  ${mq('tablet')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Chip = styled.label`
  position: relative;
  flex: 0 0 auto;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  span {
    display: block;
    padding: 10px 14px;
    border: 1.5px solid ${colors.ink200};
    border-radius: ${radii.md};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    text-align: center;
    white-space: nowrap;
    color: ${colors.ink900};
    background: ${colors.white};
    cursor: pointer;
    transition:
      border-color 150ms ease,
      background-color 150ms ease;
  }
  span:hover {
    border-color: ${colors.violet400};
  }
  input:checked + span {
    border-color: ${colors.violet600};
    background: ${colors.violet600};
    color: ${colors.white};
  }
  input:focus-visible + span {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  margin-top: 16px;
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
