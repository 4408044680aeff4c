import type { ComponentProps, ComponentType } from 'react';
import type { ContactSalesForm } from './contact-sales-form';
import { LazyPageForm } from './lazy-page-form';

type Props = ComponentProps<typeof ContactSalesForm>;

// The 'Talk to sales' form sits low on /security: its code (formik, yup, the phone input) loads when
// it nears the viewport (docs/decisions/0072). `typeof window` is replaced at build time: only the
// server renders the form at once (a promise, not require(): the form is an async module there).
const loadForm = () =>
  import('./contact-sales-form').then((module) => module.ContactSalesForm as ComponentType<Props>);
const serverForm = typeof window === 'undefined' ? loadForm() : null;

/** 'Talk to sales' (contact-sales), loaded lazily. */
export function LazyContactSalesForm(props: Props) {
  return <LazyPageForm load={loadForm} server={serverForm} props={props} />;
}
