import { GEO_SESSION_STORAGE_KEY, type ConsentModel } from '@/constants/consent';
import { isConsentModel } from '@/lib/consent/consent-model';

export interface GeoAnswer {
  countryCode: string | null;
  countryName: string | null;
  consentModel: ConsentModel;
}

function isGeoAnswer(value: unknown): value is GeoAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    isConsentModel((value as { consentModel?: unknown }).consentModel)
  );
}

/**
 * The visitor's country and consent model, asked once per browser session. If the lookup fails the
 * site assumes opt-in: asking for consent it did not need is better than tracking without it.
 */
export async function loadGeo(): Promise<GeoAnswer> {
  try {
    const cached: unknown = JSON.parse(sessionStorage.getItem(GEO_SESSION_STORAGE_KEY) ?? 'null');
    if (isGeoAnswer(cached)) return cached;
  } catch {
    // Storage blocked or corrupt: ask the server.
  }
  try {
    const response = await fetch('/api/geoip', { credentials: 'same-origin' });
    const body: unknown = await response.json();
    if (!response.ok || !isGeoAnswer(body)) throw new Error(`geoip answered ${response.status}`);
    const answer: GeoAnswer = {
      countryCode: body.countryCode,
      countryName: body.countryName,
      consentModel: body.consentModel,
    };
    try {
      sessionStorage.setItem(GEO_SESSION_STORAGE_KEY, JSON.stringify(answer));
    } catch {
      // Not cached: asked again on the next page.
    }
    return answer;
  } catch (error) {
    console.info('[consent] country lookup failed, assuming opt-in', error);
    return { countryCode: null, countryName: null, consentModel: 'opt-in' };
  }
}
