import type { ComponentType } from 'react';
import { island } from './island';

/**
 * Server-rendered markup whose code loads only when the visitor comes near it (ADR 0081): the
 * footer, the page blocks after the hero.
 *
 * The same island as the page forms (./island.tsx, ADR 0072): the server
 * renders the part as usual; in the browser its markup stays as it is, unhydrated, until it comes
 * within 200 px of the viewport or the visitor points at it, focuses into it or clicks it. Then its
 * code loads and the live part replaces the markup in place (same elements and classes, so nothing
 * moves); the focused link or button keeps focus and a button clicked meanwhile is clicked again.
 * Until then its links work as plain links. After a client-side navigation it loads at once.
 *
 * Not a lazy Suspense boundary: a dehydrated boundary waiting for its code would hold every
 * update from a context above it (a route change, a modal opening) until the visitor scrolls there.
 */
/**
 * Closer than a form's 600 px: the markup is already complete and clicks are replayed, so a part
 * needs its code only about when it shows; parts just below the first screen stay out of the load.
 */
const NEAR = '200px 0px';

export function hydrateWhenNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  return island(load, { rootMargin: NEAR, contents: true });
}
