import {
  assertConsentGroupId,
  googleConsentStateFor,
  grantedGroupsFor,
  isGroupGranted,
  isTagManagerAllowed,
  isTargetingGranted,
  isTrackerAllowed,
} from './groups';

describe('consent groups', () => {
  it('grants the always-active Necessary group even when nothing was accepted', () => {
    expect(isGroupGranted('C0001', [])).toBe(true);
    expect(isGroupGranted('C0002', [])).toBe(false);
  });

  it('throws on an unknown group id instead of silently tracking or not', () => {
    expect(() => isGroupGranted('C0009', ['C0002'])).toThrow('Unknown consent group id: C0009');
    expect(() => assertConsentGroupId('performance')).toThrow(
      'Unknown consent group id: performance',
    );
  });

  it('maps Performance to analytics storage and Targeting to the three ad signals', () => {
    expect(googleConsentStateFor(['C0001', 'C0002'])).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    expect(googleConsentStateFor(['C0004'])).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('lets only Functional enable the two consent-dependent trackers', () => {
    const allButFunctional = ['C0001', 'C0002', 'C0004', 'C0005'];
    expect(isTrackerAllowed('marketingTracking', allButFunctional)).toBe(false);
    expect(isTrackerAllowed('experiments', allButFunctional)).toBe(false);
    expect(isTrackerAllowed('marketingTracking', ['C0003'])).toBe(true);
    expect(isTrackerAllowed('experiments', ['C0003'])).toBe(true);
    expect(googleConsentStateFor(['C0003'])).toMatchObject({
      functionality_storage: 'granted',
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
  });

  it('loads the tag manager with Performance or Targeting only', () => {
    expect(isTagManagerAllowed(['C0001'])).toBe(false);
    expect(isTagManagerAllowed(['C0003', 'C0005'])).toBe(false);
    expect(isTagManagerAllowed(['C0002'])).toBe(true);
    expect(isTagManagerAllowed(['C0004'])).toBe(true);
    expect(isTargetingGranted(['C0002'])).toBe(false);
  });

  it('grants nothing optional before a choice in the opt-in model, everything elsewhere', () => {
    expect(grantedGroupsFor('opt-in', null)).toEqual(['C0001']);
    expect(grantedGroupsFor('opt-out', null)).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
      'C0005',
    ]);
    expect(grantedGroupsFor('notice-only', null)).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
      'C0005',
    ]);
  });

  it('follows the stored choice, keeps Necessary and ignores unknown ids from an old cookie', () => {
    expect(grantedGroupsFor('opt-in', ['C0003', 'C0042'])).toEqual(['C0001', 'C0003']);
    expect(grantedGroupsFor('opt-out', [])).toEqual(['C0001']);
  });
});
