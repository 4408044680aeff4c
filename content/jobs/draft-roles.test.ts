import fs from 'node:fs';
import type { GetStaticPropsContext } from 'next';
import { siteNow } from '@/lib/clock';
import { getJobs } from '@/lib/content/jobs';
import { overlaysForSuite } from '@/tests/support/overlay-checkout';
import { previewSessionForSuite } from '@/tests/support/preview-session';

/** Importing and rendering the pages' modules takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0246 (session 32): a draft role may be dated for the day it should go out, as a blog
 * draft may: it shows in preview, beside the careers page and every other role, and nowhere else.
 * So does a draft whose salary range is not written yet. Published, the dated role still stops
 * the roles' pages.
 */
const SOURCE = 'content/jobs/people-partner.yaml';
const TOMORROW = new Date(siteNow() + 86_400_000).toISOString().slice(0, 10);

const roleAt = (slug: string) => ({ slug, file: `content/jobs/${slug}.yaml` });
const DATED = roleAt('head-of-support-operations');
const DATED_COPY = roleAt('head-of-support-operations-emea');
const UNSALARIED = roleAt('support-engineer-apac');

/** People Partner's file with some of its fields replaced. */
function role(fields: Record<string, string>): string {
  let yaml = fs.readFileSync(SOURCE, 'utf8');
  for (const [field, value] of Object.entries(fields)) {
    yaml = yaml.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
  }
  return yaml;
}
const dated = (draft: boolean) =>
  role({ title: '"Head of Support Operations"', postedOn: TOMORROW, draft: String(draft) });
const datedProblem = (file: string) => `${file}: the posting date ${TOMORROW} is in the future`;

type Props = Record<string, unknown>;
type StaticProps = (context: GetStaticPropsContext) => Promise<Props>;

const readIn = overlaysForSuite();

describe('a draft role dated for the day it should go out, beside a sound draft', () => {
  const preview = previewSessionForSuite('draft-roles');
  beforeAll(() => {
    readIn({
      [DATED.file]: dated(true),
      [UNSALARIED.file]: role({
        title: '"Support Engineer (APAC)"',
        salaryRange: '""',
        draft: 'true',
      }),
    });
  });

  it(
    'shows in preview with its date, beside the careers page and every other role, and not publicly',
    async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const slugs = (await getJobs({ includeDrafts: true })).map((job) => job.slug);
      expect(warn).not.toHaveBeenCalled();
      expect(slugs).toEqual(
        expect.arrayContaining(['people-partner', UNSALARIED.slug, DATED.slug]),
      );
      expect((await getJobs()).map((job) => job.slug)).not.toContain(DATED.slug);

      const careers = (await import('@/pages/jobs')).getStaticProps as unknown as (
        context: GetStaticPropsContext,
      ) => Promise<{ props: { page: { blocks: { jobs?: { slug: string }[] }[] } } }>;
      const listed = (await careers({ previewData: preview() })).props.page.blocks
        .flatMap((block) => block.jobs ?? [])
        .map((job) => job.slug);
      expect(listed).toEqual(
        expect.arrayContaining(['people-partner', UNSALARIED.slug, DATED.slug]),
      );
      const roles = (await import('@/pages/jobs/[slug]')).getStaticProps as unknown as StaticProps;
      expect(
        await roles({ params: { slug: 'people-partner' }, previewData: preview() }),
      ).toMatchObject({ props: { job: { slug: 'people-partner' } } });
      expect(await roles({ params: { slug: DATED.slug }, previewData: preview() })).toMatchObject({
        props: { job: { slug: DATED.slug, postedOn: TOMORROW, draft: true } },
      });
      expect(await roles({ params: { slug: DATED.slug } })).toEqual({ notFound: true });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'shows the sound draft, without its salary range, in preview and not publicly',
    async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect((await getJobs()).map((job) => job.slug)).not.toContain(UNSALARIED.slug);
      const roles = (await import('@/pages/jobs/[slug]')).getStaticProps as unknown as StaticProps;
      const params = { slug: UNSALARIED.slug };
      expect(await roles({ params })).toEqual({ notFound: true });
      expect(await roles({ params, previewData: preview() })).toMatchObject({
        props: { job: { slug: UNSALARIED.slug, salaryRange: '', draft: true } },
      });
    },
    PAGES_TIMEOUT_MS,
  );
});

describe('the dated role published, with a draft copy beside it', () => {
  beforeAll(() => readIn({ [DATED.file]: dated(false), [DATED_COPY.file]: dated(true) }));

  it('still stops every read of the roles, naming the published file and the rule alone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new Error(`Invalid content:\n- ${datedProblem(DATED.file)}`);
    await expect(getJobs()).rejects.toThrow(refusal);
    await expect(getJobs({ includeDrafts: true })).rejects.toThrow(refusal);
    // The draft copy beside it breaks no rule: the refusal names the published file alone.
    expect(warn).not.toHaveBeenCalled();
  });
});
