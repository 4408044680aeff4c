import fs from 'node:fs';
import type { GetStaticPropsContext } from 'next';
import { getResources, getWebinars } from '@/lib/content/resources';
import { overlaysForSuite } from '@/tests/support/overlay-checkout';
import { previewSessionForSuite } from '@/tests/support/preview-session';

/** Importing and rendering the pages' modules takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0246 (session 32): a draft webinar that breaks a rule of lib/content/resources.ts, here
 * a start that is no date (month 13: the editor's pattern lets it through), is left out of preview
 * with one line in the log, and the hub and every other guide and webinar still open there. A
 * draft guide whose download is not in public/ yet shows in preview, as a blog draft without its
 * text does; so do sound drafts, a webinar without its takeaways yet. None shows publicly.
 * Published, the guide and the webinar still stop the hub's pages.
 */
const GUIDE_SOURCE = 'content/resources/guides/support-sla-planner.yaml';
const WEBINAR_SOURCE = 'content/resources/webinars/scaling-support-without-scaling-headcount.yaml';

const guideAt = (slug: string) => ({ slug, file: `content/resources/guides/${slug}.yaml` });
const webinarAt = (slug: string) => ({ slug, file: `content/resources/webinars/${slug}.yaml` });
const GUIDE = guideAt('escalation-playbook');
const GUIDE_COPY = guideAt('escalation-playbook-for-teams');
const SOUND_GUIDE = guideAt('macro-library');
const WEBINAR = webinarAt('queue-health-live');
const WEBINAR_COPY = webinarAt('queue-health-live-emea');
const SOUND_WEBINAR = webinarAt('routing-rules-office-hours');

/** A published entry's file with some of its fields replaced. */
function changed(source: string, fields: Record<string, string>): string {
  let yaml = fs.readFileSync(source, 'utf8');
  for (const [field, value] of Object.entries(fields)) {
    yaml = yaml.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
  }
  return yaml;
}
const DOWNLOAD = '/resources/escalation-playbook.pdf';
const guide = (draft: boolean) =>
  changed(GUIDE_SOURCE, {
    title: '"Escalation playbook"',
    id: '"res-escalation-playbook"',
    file: `"${DOWNLOAD}"`,
    draft: String(draft),
  });
const webinar = (draft: boolean) =>
  changed(WEBINAR_SOURCE, {
    title: '"Queue health, live"',
    startsAt: '"2027-13-21T17:00:00Z"',
    draft: String(draft),
  });
const guideProblem = (file: string) => `${file}: file ${DOWNLOAD} is missing from public/`;
const webinarProblem = (file: string) => `${file}: startsAt is not a date`;

type StaticProps = (context: GetStaticPropsContext) => Promise<Record<string, unknown>>;
type HubProps = (context: GetStaticPropsContext) => Promise<{
  props: Record<'resources' | 'webinars' | 'pastWebinars', { slug: string }[]>;
}>;
const slugsOf = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);

const readIn = overlaysForSuite();

describe('a draft guide without its download and a draft webinar without a start, beside sound drafts', () => {
  const preview = previewSessionForSuite('draft-resources');
  beforeAll(() => {
    readIn({
      [GUIDE.file]: guide(true),
      [WEBINAR.file]: webinar(true),
      [SOUND_GUIDE.file]: changed(GUIDE_SOURCE, {
        title: '"Macro library"',
        id: '"res-macro-library"',
        draft: 'true',
      }),
      [SOUND_WEBINAR.file]: changed(WEBINAR_SOURCE, {
        title: '"Routing rules office hours"',
        takeaways: '[]',
        draft: 'true',
      }),
    });
  });

  it(
    'leaves the webinar out of preview with one line in the log, shows the guide, and the hub and every other entry open there',
    async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const guides = slugsOf(await getResources({ includeDrafts: true }));
      const webinars = slugsOf(await getWebinars({ includeDrafts: true }));
      expect(warn.mock.calls).toEqual([
        [`[content] draft left out: ${webinarProblem(WEBINAR.file)}`],
      ]);
      expect(guides).toEqual(
        expect.arrayContaining(['support-sla-planner', SOUND_GUIDE.slug, GUIDE.slug]),
      );
      expect(slugsOf(await getResources())).not.toContain(GUIDE.slug);
      expect(webinars).toEqual(
        expect.arrayContaining(['scaling-support-without-scaling-headcount', SOUND_WEBINAR.slug]),
      );
      expect(webinars).not.toContain(WEBINAR.slug);

      const hub = (await import('@/pages/resources')).getStaticProps as unknown as HubProps;
      const { props } = await hub({ previewData: preview() });
      const listed = [props.resources, props.webinars, props.pastWebinars].flatMap(slugsOf);
      expect(listed).toEqual(
        expect.arrayContaining([SOUND_GUIDE.slug, SOUND_WEBINAR.slug, GUIDE.slug]),
      );
      expect(listed).not.toContain(WEBINAR.slug);
      const guidePages = (await import('@/pages/resources/[slug]'))
        .getStaticProps as unknown as StaticProps;
      const webinarPages = (await import('@/pages/resources/webinars/[slug]'))
        .getStaticProps as unknown as StaticProps;
      expect(
        await guidePages({ params: { slug: 'support-sla-planner' }, previewData: preview() }),
      ).toMatchObject({ props: { resource: { slug: 'support-sla-planner' } } });
      expect(
        await webinarPages({
          params: { slug: 'ai-in-the-inbox-what-customers-accept' },
          previewData: preview(),
        }),
      ).toMatchObject({ props: { webinar: { slug: 'ai-in-the-inbox-what-customers-accept' } } });
      expect(
        await guidePages({ params: { slug: GUIDE.slug }, previewData: preview() }),
      ).toMatchObject({ props: { resource: { slug: GUIDE.slug, file: DOWNLOAD, draft: true } } });
      expect(await guidePages({ params: { slug: GUIDE.slug } })).toEqual({ notFound: true });
      expect(
        await webinarPages({ params: { slug: WEBINAR.slug }, previewData: preview() }),
      ).toEqual({
        notFound: true,
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'shows the sound drafts, the webinar without its takeaways, in preview and not publicly',
    async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(slugsOf(await getResources())).not.toContain(SOUND_GUIDE.slug);
      expect(slugsOf(await getWebinars())).not.toContain(SOUND_WEBINAR.slug);
      const guidePages = (await import('@/pages/resources/[slug]'))
        .getStaticProps as unknown as StaticProps;
      const webinarPages = (await import('@/pages/resources/webinars/[slug]'))
        .getStaticProps as unknown as StaticProps;
      const guide = { slug: SOUND_GUIDE.slug };
      const webinar = { slug: SOUND_WEBINAR.slug };
      expect(await guidePages({ params: guide })).toEqual({ notFound: true });
      expect(await webinarPages({ params: webinar })).toEqual({ notFound: true });
      expect(await guidePages({ params: guide, previewData: preview() })).toMatchObject({
        props: { resource: { slug: SOUND_GUIDE.slug, draft: true } },
      });
      expect(await webinarPages({ params: webinar, previewData: preview() })).toMatchObject({
        props: { webinar: { slug: SOUND_WEBINAR.slug, takeaways: [], draft: true } },
      });
    },
    PAGES_TIMEOUT_MS,
  );
});

describe('the guide and webinar published, each with a draft copy beside it', () => {
  beforeAll(() =>
    readIn({
      [GUIDE.file]: guide(false),
      [GUIDE_COPY.file]: guide(true),
      [WEBINAR.file]: webinar(false),
      [WEBINAR_COPY.file]: webinar(true),
    }),
  );

  it('still stop every read of the hub, naming the published files and the rule alone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const guideRefusal = new Error(`Invalid content:\n- ${guideProblem(GUIDE.file)}`);
    const webinarRefusal = new Error(`Invalid content:\n- ${webinarProblem(WEBINAR.file)}`);
    await expect(getResources()).rejects.toThrow(guideRefusal);
    await expect(getResources({ includeDrafts: true })).rejects.toThrow(guideRefusal);
    await expect(getWebinars()).rejects.toThrow(webinarRefusal);
    await expect(getWebinars({ includeDrafts: true })).rejects.toThrow(webinarRefusal);
    // The guide's draft copy breaks no rule (its download may come later); the webinar's does.
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining(GUIDE_COPY.file));
    expect(warn).toHaveBeenCalledWith(
      `[content] draft left out: ${webinarProblem(WEBINAR_COPY.file)}`,
    );
  });
});
