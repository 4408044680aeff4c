import type { ComponentProps, ComponentType } from 'react';
import { LazyPageForm } from './lazy-page-form';
import type { ResourceDownloadForm } from './resource-download-form';

type Props = ComponentProps<typeof ResourceDownloadForm>;

// /support-report is linked from the announcement banner on every page, so Next prefetches (and
// runs, when idle) its code from everywhere: its download form's code (formik, yup, the validation
// lists) must load only when the form nears the viewport (components/forms/lazy-page-form.tsx).
// `typeof window` is replaced at build time: only the server renders the form at once.
const loadForm = () =>
  import('./resource-download-form').then(
    (module) => module.ResourceDownloadForm as ComponentType<Props>,
  );
const serverForm = typeof window === 'undefined' ? loadForm() : null;

/** The gated download form (resource-download / support-report-download), loaded lazily. */
export function LazyResourceDownloadForm(props: Props) {
  return <LazyPageForm load={loadForm} server={serverForm} props={props} />;
}
