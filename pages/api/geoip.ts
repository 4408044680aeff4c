import type { NextApiRequest, NextApiResponse } from 'next';
import { COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { geolocate } from '@/lib/server/geo';
import { clientIp } from '@/lib/server/geo/client-ip';

/**
 * GET /api/geoip: the visitor's country and the consent model that follows from it. The answer
 * depends on the caller, so it is never cached by a shared cache.
 */
export default function geoipHandler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const { APP_STAGE, GEOIP_COUNTRY_OVERRIDE } = env();
  const result = geolocate({
    headers: req.headers,
    overrideCookie: req.cookies[COOKIES.consentCountryOverride],
    envOverride: GEOIP_COUNTRY_OVERRIDE,
    ip: clientIp(req),
    isProduction: APP_STAGE === 'production',
  });
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).json(result);
}
