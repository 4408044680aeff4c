import { CLIENT_ID_TIMEOUT_MS } from '@/constants/timings';
import { getConsentSnapshot } from '@/lib/consent/consent-store';
import { isPerformanceGranted } from '@/lib/consent/groups';

/**
 * The GA4 client id for form submissions (google_client_id). gtag's callback never fires when
 * gtag.js is missing, so the wait is capped at 2 s (spec section 7); failures are logged only.
 */
let cachedClientId: string | undefined;

/** The client id from the _ga cookie ("GA1.1.123.456" → "123.456"), if present. */
export function clientIdFromGaCookie(cookieHeader: string): string | undefined {
  const match = /(?:^|;\s*)_ga=GA\d\.\d+\.(\d+\.\d+)/.exec(cookieHeader);
  return match?.[1];
}

export interface ClientIdDeps {
  measurementId?: string;
  gtag?: (...args: unknown[]) => void;
  cookie?: string;
  analyticsAllowed?: boolean;
  timeoutMs?: number;
}

function defaultDeps(): ClientIdDeps {
  return {
    measurementId: process.env.NEXT_PUBLIC_GA4_MEASUREMENT_ID || undefined,
    gtag: typeof window === 'undefined' ? undefined : window.gtag,
    cookie: typeof document === 'undefined' ? '' : document.cookie,
    analyticsAllowed: isPerformanceGranted(getConsentSnapshot().grantedGroups),
  };
}

export async function getGoogleClientId(
  deps: ClientIdDeps = defaultDeps(),
): Promise<string | undefined> {
  if (cachedClientId !== undefined) {
    if (cachedClientId !== '') return cachedClientId;
    console.warn('[analytics] Blank cached client id, asking again');
  }
  // Without analytics consent there is no client id to read (and none may be set).
  if (!deps.analyticsAllowed) return undefined;
  const { measurementId, gtag } = deps;
  if (!measurementId || typeof gtag !== 'function') {
    console.info('[analytics] could not get client ID');
    return clientIdFromGaCookie(deps.cookie ?? '');
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.info('[analytics] timed out waiting for GA4 client ID');
      resolve(clientIdFromGaCookie(deps.cookie ?? ''));
    }, deps.timeoutMs ?? CLIENT_ID_TIMEOUT_MS);
    gtag('get', measurementId, 'client_id', (clientId: unknown) => {
      clearTimeout(timer);
      cachedClientId = typeof clientId === 'string' ? clientId : '';
      resolve(cachedClientId || undefined);
    });
  });
}

export function resetGoogleClientIdForTests(): void {
  cachedClientId = undefined;
}
