import { isTrustedSchedulerOrigin, mapSchedulerEvent } from './scheduler-events';

describe("mapping scheduler messages to the site's 'Meeting Booked' event", () => {
  it("maps Chili Piper's final booking-confirmed message, not its earlier 'booked'", () => {
    expect(mapSchedulerEvent('chilipiper', { action: 'booking-confirmed', eventId: 'e1' })).toBe(
      'Meeting Booked',
    );
    expect(mapSchedulerEvent('chilipiper', { action: 'booked' })).toBeNull();
  });

  it("maps Calendly's calendly.event_scheduled, not its page-view events", () => {
    expect(
      mapSchedulerEvent('calendly', {
        event: 'calendly.event_scheduled',
        payload: {
          event: { uri: 'https://api.calendly.com/scheduled_events/1' },
          invitee: { uri: 'x' },
        },
      }),
    ).toBe('Meeting Booked');
    expect(mapSchedulerEvent('calendly', { event: 'calendly.event_type_viewed' })).toBeNull();
  });

  it("maps Cal.com's bookingSuccessfulV2, as the embed's callback detail or as its message", () => {
    expect(mapSchedulerEvent('calcom', { type: 'bookingSuccessfulV2', data: {} })).toBe(
      'Meeting Booked',
    );
    expect(mapSchedulerEvent('calcom', { action: 'bookingSuccessfulV2' })).toBe('Meeting Booked');
    expect(mapSchedulerEvent('calcom', { type: 'linkReady' })).toBeNull();
  });

  it("maps the built-in scheduler's own event", () => {
    expect(mapSchedulerEvent('builtin', { event: 'Meeting Booked' })).toBe('Meeting Booked');
  });

  it('ignores one provider’s event under another provider and anything that is not an object', () => {
    expect(mapSchedulerEvent('calendly', { action: 'booking-confirmed' })).toBeNull();
    expect(mapSchedulerEvent('chilipiper', { event: 'calendly.event_scheduled' })).toBeNull();
    expect(mapSchedulerEvent('builtin', { type: 'bookingSuccessfulV2' })).toBeNull();
    for (const data of [null, undefined, 'booking-confirmed', 42]) {
      expect(mapSchedulerEvent('chilipiper', data)).toBeNull();
    }
  });
});

describe('trusted scheduler origins', () => {
  it("believes only the provider's own https pages", () => {
    expect(isTrustedSchedulerOrigin('calendly', 'https://calendly.com', 'https://site')).toBe(true);
    expect(
      isTrustedSchedulerOrigin('chilipiper', 'https://acme.chilipiper.com', 'https://site'),
    ).toBe(true);
    expect(isTrustedSchedulerOrigin('calcom', 'https://app.cal.com', 'https://site')).toBe(true);
    expect(
      isTrustedSchedulerOrigin('calendly', 'https://calendly.com.evil.example', 'https://site'),
    ).toBe(false);
    expect(isTrustedSchedulerOrigin('calendly', 'http://calendly.com', 'https://site')).toBe(false);
    expect(isTrustedSchedulerOrigin('builtin', 'https://site', 'https://site')).toBe(true);
    expect(isTrustedSchedulerOrigin('builtin', 'https://other', 'https://site')).toBe(false);
  });
});
