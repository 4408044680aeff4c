import { startTransition } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { overrideIsOn } from './overrides';

/** What the wrapper needs of react-dom/client: the exports object the Pages Router calls. */
type HydratingClient = { hydrateRoot: typeof HydrateRoot };

/**
 * Hydration in slices (decision 0220). The Pages Router hydrates the page with a bare
 * `hydrateRoot`. React gives that the default lane, which renders the whole page in one task: on
 * /pricing about 50 ms unthrottled, 200 ms on Lighthouse's phone, with the browser blocked
 * throughout. Called inside `startTransition`, the same hydration gets a transition lane and hands
 * the browser back every few milliseconds. A click meanwhile loses nothing: React hydrates the rest
 * at once before it dispatches a discrete event.
 */
export function hydrateInSlices(client: HydratingClient): void {
  const hydrate = client.hydrateRoot;
  client.hydrateRoot = (container, children, options) => {
    let root: ReturnType<typeof HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrate(container, children, options);
    });
    // React listens from here on: a click while it hydrates runs once, by React, not replayed.
    window.__switchboardReactListens?.();
    return root!;
  };
}

if (typeof window !== 'undefined' && overrideIsOn('hydration-in-slices')) {
  // Next's client calls `hydrateRoot` on react-dom/client's exports object, read at the call
  // (upgrade-guard.test.ts): only that object, not an ES namespace, reaches its call.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  hydrateInSlices(require('react-dom/client') as HydratingClient);
}
