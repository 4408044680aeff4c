import fs from 'node:fs';
import type { GetStaticPropsContext } from 'next';
import { previewSessionForSuite } from '@/tests/support/preview-session';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { getIntegrations } from './integrations';
import { getJobs } from './jobs';
import { getResources, getWebinars } from './resources';
import { getPublicRoutes, getRouteTitles, getSitemapRoutes } from './routes';
import { llmsTxt } from './site-files';

/** Importing and rendering the pages' modules takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0196: a draft integration, job, guide or webinar shows only in preview. Each kind gets
 * a draft entry (a copy of a published one, Draft ticked) in a throwaway checkout, and the public
 * lists, sitemap, llms.txt and pages are read there, without and with an editor's preview session.
 */
const draftOf = (file: string, title: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/^draft: false$/m, 'draft: true')
    .replace(/^(name|title): .*$/m, `$1: "${title}"`);

const DRAFTS = {
  integration: {
    file: 'content/integrations/unreleased-chat-app.yaml',
    text: draftOf('content/integrations/asana.yaml', 'Unreleased chat app'),
    path: '/integrations/unreleased-chat-app',
  },
  job: {
    file: 'content/jobs/unannounced-role.yaml',
    text: draftOf('content/jobs/people-partner.yaml', 'Unannounced role'),
    path: '/jobs/unannounced-role',
  },
  resource: {
    file: 'content/resources/guides/unfinished-guide.yaml',
    text: draftOf('content/resources/guides/support-sla-planner.yaml', 'Unfinished guide'),
    path: '/resources/unfinished-guide',
  },
  webinar: {
    file: 'content/resources/webinars/unscheduled-webinar.yaml',
    text: draftOf(
      'content/resources/webinars/ai-in-the-inbox-what-customers-accept.yaml',
      'Unscheduled webinar',
    ),
    path: '/resources/webinars/unscheduled-webinar',
  },
};
const draftPaths = Object.values(DRAFTS).map((draft) => draft.path);

const home = process.cwd();
let root = '';
const preview = previewSessionForSuite('drafts');
beforeAll(() => {
  root = overlayCheckout(
    Object.fromEntries(Object.values(DRAFTS).map((draft) => [draft.file, draft.text])),
  );
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a draft integration, job, guide or webinar (decision 0196)', () => {
  it('is left out of every public list, and listed for preview', async () => {
    const lists = [
      [(o?: object) => getIntegrations(o), 'unreleased-chat-app'],
      [(o?: object) => getJobs(o), 'unannounced-role'],
      [(o?: object) => getResources(o), 'unfinished-guide'],
      [(o?: object) => getWebinars(o), 'unscheduled-webinar'],
    ] as const;
    for (const [list, slug] of lists) {
      expect((await list()).map((entry) => entry.slug)).not.toContain(slug);
      expect((await list({ includeDrafts: true })).map((entry) => entry.slug)).toContain(slug);
    }
  });

  it('is not in the sitemap, the public routes or llms.txt', async () => {
    const routes = (await getPublicRoutes()).map((route) => route.path);
    const sitemap = (await getSitemapRoutes()).map((route) => route.path);
    const llms = await llmsTxt(await getRouteTitles(), 'Drafts test');
    expect(routes).toContain('/integrations/asana');
    for (const path of draftPaths) {
      expect(routes).not.toContain(path);
      expect(sitemap).not.toContain(path);
      expect(llms).not.toContain(path);
    }
    for (const title of ['Unreleased chat app', 'Unannounced role', 'Unfinished guide'])
      expect(llms).not.toContain(title);
  });

  it(
    'has no public page: each page answers 404 without preview and shows it in preview',
    async () => {
      const pages = [
        [await import('@/pages/integrations/[slug]'), 'unreleased-chat-app', 'integration'],
        [await import('@/pages/jobs/[slug]'), 'unannounced-role', 'job'],
        [await import('@/pages/resources/[slug]'), 'unfinished-guide', 'resource'],
        [await import('@/pages/resources/webinars/[slug]'), 'unscheduled-webinar', 'webinar'],
      ] as const;
      for (const [page, slug, prop] of pages) {
        const { getStaticProps } = page as unknown as {
          getStaticProps: (context: GetStaticPropsContext) => Promise<Record<string, unknown>>;
        };
        expect(await getStaticProps({ params: { slug } })).toEqual({ notFound: true });
        expect(await getStaticProps({ params: { slug }, previewData: {} })).toEqual({
          notFound: true,
        });
        const shown = (await getStaticProps({ params: { slug }, previewData: preview() })) as {
          props: Record<string, { slug: string; draft: boolean }>;
        };
        expect(shown.props[prop]).toMatchObject({ slug, draft: true });
      }
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'is left out of the directory, the hub and the careers list, and shown there in preview',
    async () => {
      const directory = (await import('@/pages/integrations')) as unknown as {
        getStaticProps: (
          c: GetStaticPropsContext,
        ) => Promise<{ props: { integrations: { slug: string }[] } }>;
      };
      const hub = (await import('@/pages/resources')) as unknown as {
        getStaticProps: (c: GetStaticPropsContext) => Promise<{
          props: {
            resources: { slug: string }[];
            webinars: { slug: string }[];
            pastWebinars: { slug: string }[];
          };
        }>;
      };
      const careers = (await import('@/pages/jobs')) as unknown as {
        getStaticProps: (c: GetStaticPropsContext) => Promise<{
          props: { page: { blocks: { type: string; jobs?: { slug: string }[] }[] } };
        }>;
      };
      const slugsOn = async (previewData?: GetStaticPropsContext['previewData']) => {
        const [d, h, c] = await Promise.all([
          directory.getStaticProps({ previewData }),
          hub.getStaticProps({ previewData }),
          careers.getStaticProps({ previewData }),
        ]);
        return [
          ...d.props.integrations,
          ...h.props.resources,
          ...h.props.webinars,
          ...h.props.pastWebinars,
          ...c.props.page.blocks.flatMap((block) => block.jobs ?? []),
        ].map((entry) => entry.slug);
      };
      const drafts = [
        'unreleased-chat-app',
        'unfinished-guide',
        'unscheduled-webinar',
        'unannounced-role',
      ];
      const published = await slugsOn();
      expect(published).toEqual(expect.arrayContaining(['asana', 'people-partner']));
      for (const slug of drafts) expect(published).not.toContain(slug);
      expect(await slugsOn(preview())).toEqual(expect.arrayContaining(drafts));
    },
    PAGES_TIMEOUT_MS,
  );
});
