import { resetConsentForTests } from '@/lib/consent/consent-store';

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
