import fs from 'node:fs';
import type { GetStaticPropsContext } from 'next';
import { siteNow } from '@/lib/clock';
import { overlayCheckout } from '@/tests/support/overlay-checkout';

/** Importing the pages' modules takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0247: the resource hub and a webinar's page split upcoming from past sessions when they
 * are generated, by the site's clock (decision 0105), so each asks Next to generate it again no
 * later than the next start or end of a session it shows. Read in a throwaway checkout with a
 * session starting in two hours and one that started ten minutes ago for half an hour.
 */
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const SOURCE = 'content/resources/webinars/scaling-support-without-scaling-headcount.yaml';

const SESSIONS = {
  later: { slug: 'queue-clinic-later-today', startsIn: 120 * MINUTE, minutes: 45 },
  live: { slug: 'queue-clinic-live-now', startsIn: -10 * MINUTE, minutes: 30 },
};
/** When each session's page should be generated again, from the instant the fixture was written. */
const NEXT_CHANGE = { later: 120 * MINUTE, live: 20 * MINUTE };

const home = process.cwd();
let root = '';
let writtenAt = 0;
beforeAll(() => {
  writtenAt = siteNow();
  const webinar = ({ startsIn, minutes }: { startsIn: number; minutes: number }) =>
    fs
      .readFileSync(SOURCE, 'utf8')
      .replace(/^startsAt: .*$/m, `startsAt: "${at(writtenAt + startsIn)}"`)
      .replace(/^durationMinutes: .*$/m, `durationMinutes: ${minutes}`);
  root = overlayCheckout(
    Object.fromEntries(
      Object.values(SESSIONS).map((session) => [
        `content/resources/webinars/${session.slug}.yaml`,
        webinar(session),
      ]),
    ),
  );
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * The `revalidate` a page gets must fall between the seconds left to its next change when the
 * fixture was written (the start is cut to whole seconds there) and when the page was generated.
 */
async function revalidateOf(
  generate: () => object | Promise<object>,
  untilChange: number,
): Promise<{ revalidate: unknown; atMost: number; atLeast: number }> {
  const result = (await generate()) as { revalidate?: unknown };
  const generatedAt = siteNow();
  return {
    revalidate: result.revalidate,
    atMost: Math.ceil(untilChange / 1000),
    atLeast: Math.floor((untilChange - (generatedAt - writtenAt)) / 1000) - 1,
  };
}

const expectWithin = ({
  revalidate,
  atMost,
  atLeast,
}: Awaited<ReturnType<typeof revalidateOf>>) => {
  expect(typeof revalidate).toBe('number');
  expect(revalidate).toBeLessThanOrEqual(atMost);
  expect(revalidate).toBeGreaterThanOrEqual(atLeast);
};

describe('webinar pages generated again when a session starts or ends', () => {
  it(
    'a session’s page is generated again at its start, and once it is live, at its end',
    async () => {
      const { getStaticProps } = await import('@/pages/resources/webinars/[slug]');
      for (const key of ['later', 'live'] as const) {
        const params = { slug: SESSIONS[key].slug };
        const page = await revalidateOf(() => getStaticProps({ params }), NEXT_CHANGE[key]);
        expectWithin(page);
      }
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'a past session’s page is not generated again by the clock',
    async () => {
      const { getStaticProps } = await import('@/pages/resources/webinars/[slug]');
      const result = await getStaticProps({
        params: { slug: 'ai-in-the-inbox-what-customers-accept' },
      });
      expect(result).toHaveProperty('props.ended', true);
      expect(result).not.toHaveProperty('revalidate');
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'the resource hub is generated again at the first change of any session it lists',
    async () => {
      const { getStaticProps } = await import('@/pages/resources');
      const hub = await revalidateOf(
        () => getStaticProps({} as GetStaticPropsContext),
        NEXT_CHANGE.live,
      );
      expectWithin(hub);
    },
    PAGES_TIMEOUT_MS,
  );
});
