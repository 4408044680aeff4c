/**
 * The rendering overrides that only make the site faster (decision 0150), each of which a build can
 * leave out so `npm run bench:overrides` measures it on and off in one run. The others (the CSP-safe
 * chunk loader, the in-place HTML, the early answers' headers, the islands) are needed for
 * correctness and always on.
 */
export const SPEED_OVERRIDES = [
  'first-paint-hold',
  'compile-hints',
  'hydration-in-slices',
] as const;
export type SpeedOverride = (typeof SPEED_OVERRIDES)[number];

/** Read at build time (Next inlines NEXT_PUBLIC_ values into the browser's code). */
const OFF = (process.env.NEXT_PUBLIC_RENDERING_OVERRIDES_OFF ?? '').split(',');

export function overrideIsOn(override: SpeedOverride): boolean {
  return !OFF.includes(override);
}
