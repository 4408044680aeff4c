import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { SchedulerSlot } from '@/api-clients/scheduler';
import { Button } from '@/components/button/button';
import { horizontalScrollCue } from '@/styles/scroll-cue';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { ErrorText, StepIntro } from './demo-styles';
import { groupSlotsByDay, timeZoneLabel } from './slot-days';

export interface SlotPickerProps {
  slots: readonly SchedulerSlot[];
  /** The visitor's IANA zone: days and times are shown in it, and it is named. */
  timeZone: string;
  meetingMinutes: number;
  /** The chosen start, or null. */
  start: string | null;
  /** A time picked, or null when the day changes (a time on another day stays unseen). */
  onPick: (start: string | null) => void;
  onSubmit: () => void;
  message: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}

/**
 * Days, then times on the chosen day, as radio groups (arrow keys move, Space picks), in the
 * visitor's zone with its name. Used by the demo modal and by the reschedule link's page.
 */
export function SlotPicker({
  slots,
  timeZone,
  meetingMinutes,
  start,
  onPick,
  onSubmit,
  message,
  busy,
  submitLabel,
  busyLabel,
}: SlotPickerProps) {
  const [dayKey, setDayKey] = useState<string | null>(null);
  const groupName = useId();
  const days = useMemo(() => groupSlotsByDay(slots, timeZone), [slots, timeZone]);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  if (!day) return null;
  const zone = timeZoneLabel(timeZone, new Date(day.slots[0]?.start ?? day.key));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <StepIntro>
        A {meetingMinutes}-minute video call with a product expert, tailored to your team. Times are
        shown in your time zone: {zone}.
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
                  onPick(null);
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
                onChange={() => onPick(slot.start)}
              />
              <span>{slot.label}</span>
            </Chip>
          ))}
        </Times>
      </Fieldset>
      <div role="alert">{message && <ErrorText>{message}</ErrorText>}</div>
      <Actions>
        <Button type="submit" $kind="primary" $size="lg" disabled={busy} aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Actions>
    </form>
  );
}

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
