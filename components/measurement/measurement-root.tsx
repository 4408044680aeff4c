/**
 * Mounted once by pages/_app.tsx: consent banner, tag manager, scroll depth, route-change pageviews,
 * A/B white-out and enrichment live behind this one component (issue 7 fills it in).
 */
export function MeasurementRoot() {
  return null;
}
