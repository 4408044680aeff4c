import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered markup that hydrates after the page's root, in slices that yield to the browser,
 * instead of inside one long hydration task (React's selective hydration: a dehydrated Suspense
 * boundary hydrates at idle priority, and an event on it hydrates it first, then replays).
 *
 * Keep each one small: React's server renderer moves a boundary whose own markup exceeds about
 * 12.8 kB out of place, behind an inline script that the Content-Security-Policy refuses. The
 * e2e check `every route is rendered in place` fails when that happens. ADR 0081.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
