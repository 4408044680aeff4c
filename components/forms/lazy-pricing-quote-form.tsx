import type { ComponentType } from 'react';
import { LazyPageForm } from './lazy-page-form';

// /pricing is a benchmarked page: the quote form's code (formik, yup, the phone input) loads when
// the form nears the viewport, as the blog band does (components/forms/lazy-page-form.tsx). The
// server renders it as usual (a promise, not require(): the form is an async module on the
// server); `typeof window` is replaced at build time, so the browser keeps only the lazy import.
const loadForm = () =>
  import('./pricing-quote-form').then((module) => module.PricingQuoteForm as ComponentType);
const serverForm = typeof window === 'undefined' ? loadForm() : null;

/** The pricing page's quote form (pricing-quote), loaded lazily. */
export function LazyPricingQuoteForm() {
  return <LazyPageForm load={loadForm} server={serverForm} />;
}
