import type { Entry } from '@keystatic/core/reader';
import type { GetStaticProps } from 'next';
import type keystaticConfig from '@/keystatic.config';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { contentReader } from '@/lib/server/content/reader';
import { FORM_PAGE_SINGLETONS, type FormPageKey } from './keystatic';

/**
 * The words of a page built around one form, as the editor saved them (decision 0252), with the
 * page's route (code: the route and the form are not the editor's). components/forms/form-page.tsx
 * renders it.
 */
export type FormPageCopy = Entry<(typeof keystaticConfig)['singletons'][FormPageKey]> & {
  path: string;
};

/**
 * Read at each call (decision 0162), so a regenerated page shows the latest save. The reader
 * refuses a file that breaks the editor's rules; a missing file is a broken checkout, not a page
 * without words.
 */
export async function readFormPage(key: FormPageKey, root?: string): Promise<FormPageCopy> {
  const entry = await contentReader(root).singletons[key].readOrThrow();
  return { path: FORM_PAGE_SINGLETONS[key].route, ...entry };
}

export interface FormPageProps {
  copy: FormPageCopy;
}

/** getStaticProps of a form page: its words and the global page props. */
export const formPageProps =
  (key: FormPageKey): GetStaticProps<FormPageProps> =>
  async () => ({ props: await withGlobalPageProps({ copy: await readFormPage(key) }) });
