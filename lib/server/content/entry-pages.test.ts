import { getJobs } from '@/lib/content/jobs';
import { getLegalDocuments } from '@/lib/content/legal';
import { previewSessionForSuite } from '@/tests/support/preview-session';

/** Importing the pages' modules takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * The entry pages share entryPages (lib/server/content/entry-pages.ts): the entries' pages at build
 * time, any other address generated on request (fallback 'blocking'), 404 where there is no
 * entry, drafts only in preview. Read here through the real pages' own getStaticPaths and props.
 */
describe("an entry's page (roles, stories, legal documents, categories)", () => {
  const preview = previewSessionForSuite('entry-pages');

  it(
    'builds each published role, generates one added later on request, and answers 404 without one',
    async () => {
      const roles = await import('@/pages/jobs/[slug]');
      expect(await roles.getStaticPaths({})).toEqual({
        paths: (await getJobs()).map((job) => ({ params: { slug: job.slug } })),
        fallback: 'blocking',
      });
      const shown = await roles.getStaticProps({ params: { slug: 'people-partner' } });
      expect(shown).toMatchObject({
        props: { job: { slug: 'people-partner', title: 'People Partner' } },
      });
      expect('props' in shown && shown.props).toHaveProperty('globalPageProps.navigation');
      expect(await roles.getStaticProps({ params: { slug: 'no-such-role' } })).toEqual({
        notFound: true,
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'shows a draft story only in an editor’s preview session',
    async () => {
      const stories = await import('@/pages/customer-stories/[slug]');
      const params = { slug: 'fernhill-learning-trust' };
      const { paths } = await stories.getStaticPaths({});
      expect(paths).not.toContainEqual({ params });
      expect(paths).toContainEqual({ params: { slug: 'calder-tools' } });
      expect(await stories.getStaticProps({ params })).toEqual({ notFound: true });
      expect(await stories.getStaticProps({ params, previewData: {} })).toEqual({
        notFound: true,
      });
      expect(await stories.getStaticProps({ params, previewData: preview() })).toMatchObject({
        props: { story: { slug: 'fernhill-learning-trust', draft: true } },
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'names the route’s own parameter: /legal/[document] and /blog/category/[category]',
    async () => {
      const legal = await import('@/pages/legal/[document]');
      expect((await legal.getStaticPaths({})).paths).toEqual(
        (await getLegalDocuments()).map((doc) => ({ params: { document: doc.slug } })),
      );
      const cookies = await legal.getStaticProps({ params: { document: 'cookie-policy' } });
      expect(cookies).toMatchObject({ props: { document: { title: 'Cookie Policy' } } });
      expect('props' in cookies && cookies.props.others.map((other) => other.slug)).not.toContain(
        'cookie-policy',
      );
      expect(await legal.getStaticProps({ params: { document: 'not-a-document' } })).toEqual({
        notFound: true,
      });

      const category = await import('@/pages/blog/category/[category]');
      expect((await category.getStaticPaths({})).fallback).toBe('blocking');
      expect(await category.getStaticProps({ params: { category: 'help-desk' } })).toMatchObject({
        props: { category: { slug: 'help-desk' } },
      });
      expect(await category.getStaticProps({ params: { category: 'unknown' } })).toEqual({
        notFound: true,
      });
    },
    PAGES_TIMEOUT_MS,
  );
});
