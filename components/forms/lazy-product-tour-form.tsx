import type { ComponentType } from 'react';
import { LazyPageForm } from './lazy-page-form';

// /product-tour is linked from the navigation on every page, so Next prefetches its code from
// everywhere: the form's code loads only when it nears the viewport (docs/decisions/0072).
// `typeof window` is replaced at build time: only the server renders the form at once (a promise,
// not require(): the form is an async module there).
const loadForm = () =>
  import('./product-tour-form').then((module) => module.ProductTourForm as ComponentType);
const serverForm = typeof window === 'undefined' ? loadForm() : null;

/** 'Send me this tour' (product-tour), loaded lazily. */
export function LazyProductTourForm() {
  return <LazyPageForm load={loadForm} server={serverForm} />;
}
