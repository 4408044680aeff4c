import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { CONSENT_GROUPS } from '@/constants/consent';
import { resetConsentForTests, updateConsent } from '@/lib/consent/consent-store';
import { grantedGroupsFor } from '@/lib/consent/groups';

/** jsdom has no fetch Response: a minimal one with what the site's clients read. */
export const jsonResponse = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response);

/** A first-time visitor: no stored answers, no events, no consent choice; warnings kept quiet. */
export function freshVisitor(): void {
  window.localStorage.clear();
  window.dataLayer = [];
  resetConsentForTests();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}

/**
 * The work details both modals ask (the demo's step 2, the trial's step 1), typed and chosen as a
 * visitor does, with the names given.
 */
export async function answerWorkDetails(
  user: ReturnType<typeof userEvent.setup>,
  who: { firstName: string; lastName: string; company: string },
): Promise<void> {
  await user.type(screen.getByLabelText('First name'), who.firstName);
  await user.type(screen.getByLabelText('Last name'), who.lastName);
  await user.type(screen.getByLabelText('Company'), who.company);
  await user.type(screen.getByLabelText('Job title'), 'Head of Support');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Technology');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2125550100');
}

/** The names of the elements in the order a visitor meets them (reading and tabbing order). */
export function documentOrder(elements: Record<string, Element>): string[] {
  return Object.entries(elements)
    .sort(([, a], [, b]) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map(([name]) => name);
}

/**
 * Runs a journey with Targeting allowed, so the ad conversions go out, and a LinkedIn click id
 * cookie that does not decode (decision 0257); the cookie is gone afterwards.
 */
export async function withMalformedLinkedInClickId(journey: () => Promise<void>): Promise<void> {
  act(() =>
    updateConsent({
      loaded: true,
      model: 'opt-out',
      grantedGroups: grantedGroupsFor('opt-out', [CONSENT_GROUPS.targeting]),
    }),
  );
  document.cookie = 'li_fat_id=%E0%A4%A; path=/';
  try {
    await journey();
  } finally {
    document.cookie = 'li_fat_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
}
