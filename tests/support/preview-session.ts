import type { GetStaticPropsContext } from 'next';
import { resetEnvForTests } from '@/lib/env';
import { newPreviewSession } from '@/lib/server/preview';

/**
 * An editor's preview session for the suite it is called in (at describe level): PREVIEW_SECRET is
 * set before its tests and removed after them. The getter gives the preview data Next would hand
 * a page's getStaticProps.
 */
export function previewSessionForSuite(name: string): () => GetStaticPropsContext['previewData'] {
  let data: GetStaticPropsContext['previewData'];
  beforeAll(() => {
    process.env.PREVIEW_SECRET = `${name}-test-secret`;
    resetEnvForTests();
    data = newPreviewSession() as unknown as GetStaticPropsContext['previewData'];
  });
  afterAll(() => {
    delete process.env.PREVIEW_SECRET;
    resetEnvForTests();
  });
  return () => data;
}
