/** A bookable slot as the slots endpoint sends it: UTC ISO times. */
export interface SchedulerSlot {
  start: string;
  end: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in the visitor's time zone. */
  key: string;
  /** 'Tuesday, November 24' */
  label: string;
  slots: (SchedulerSlot & { label: string })[];
}

/** The visitor's IANA time zone as the browser reports it ('UTC' when unknown). */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Groups slots into the visitor's calendar days, labelled in the visitor's time zone: a slot at
 * 23:30 UTC belongs to the next day in Tokyo and to the same day in New York.
 */
export function groupSlotsByDay(
  slots: readonly SchedulerSlot[],
  timeZone: string,
  locale = 'en-US',
): SlotDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayLabel = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const timeLabel = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const start = new Date(slot.start);
    const key = dayKey.format(start);
    const day = days.get(key) ?? { key, label: dayLabel.format(start), slots: [] };
    day.slots.push({ ...slot, label: timeLabel.format(start) });
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * The zone's name as a visitor reads it, with its IANA id: 'Eastern Standard Time
 * (America/New_York)'. `at` picks summer or winter time.
 */
export function timeZoneLabel(timeZone: string, at: Date, locale = 'en-US'): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : `(${timeZone})`;
}

/** 'Tuesday, November 24 at 10:00 AM EST' in the visitor's time zone. */
export function formatSlot(slot: SchedulerSlot, timeZone: string, locale = 'en-US'): string {
  const start = new Date(slot.start);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
  return `${day} at ${time}`;
}
