import { COUNTRY_LOOKUP_PATH } from '@/constants/forms';
import { CLIENT_ID_TIMEOUT_MS } from '@/constants/timings';

/**
 * The visitor's country name from GET /api/geoip (spec section 7: the country lookup answers
 * countryName). Undefined when unknown or on failure: callers only use it to prefill.
 */
export async function lookupCountryName({ fetchImpl = fetch } = {}): Promise<string | undefined> {
  try {
    const response = await fetchImpl(COUNTRY_LOOKUP_PATH, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CLIENT_ID_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { countryName?: unknown };
    return typeof body.countryName === 'string' && body.countryName ? body.countryName : undefined;
  } catch {
    return undefined;
  }
}
