import { formatSlot, groupSlotsByDay, timeZoneLabel } from './slot-days';

const slots = [
  { start: '2026-11-24T23:30:00.000Z', end: '2026-11-25T00:00:00.000Z' },
  { start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T14:30:00.000Z' },
  { start: '2026-11-25T14:00:00.000Z', end: '2026-11-25T14:30:00.000Z' },
];

describe("slots in the visitor's time zone", () => {
  it('groups slots into New York days with New York times', () => {
    const days = groupSlotsByDay(slots, 'America/New_York');
    expect(days.map((d) => d.label)).toEqual(['Tuesday, November 24', 'Wednesday, November 25']);
    expect(days[0]?.slots.map((s) => s.label)).toEqual(['9:00 AM', '6:30 PM']);
  });

  it('moves a late-evening UTC slot to the next day in Tokyo', () => {
    const days = groupSlotsByDay(slots, 'Asia/Tokyo');
    // 14:00Z is 23:00 in Tokyo; 23:30Z is 08:30 the next morning.
    expect(days.map((d) => d.key)).toEqual(['2026-11-24', '2026-11-25']);
    expect(days[1]?.slots.map((s) => s.label)).toEqual(['8:30 AM', '11:00 PM']);
  });

  it('names a slot for the confirmation in words', () => {
    expect(formatSlot(slots[1]!, 'Europe/Berlin')).toBe('Tuesday, November 24 at 3:00 PM GMT+1');
    expect(formatSlot(slots[1]!, 'America/New_York')).toBe('Tuesday, November 24 at 9:00 AM EST');
  });

  it("names the visitor's time zone in words, summer or winter", () => {
    expect(timeZoneLabel('America/New_York', new Date(slots[1]!.start))).toBe(
      'Eastern Standard Time (America/New_York)',
    );
    expect(timeZoneLabel('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe(
      'British Summer Time (Europe/London)',
    );
  });
});
