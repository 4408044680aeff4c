import type { GetStaticPropsContext } from 'next';
import { getStaticProps as hubProps } from '@/pages/resources';
import { getStaticProps as webinarProps } from '@/pages/resources/webinars/[slug]';
import { getWebinars, webinarHasEnded, type Webinar } from '@/lib/content/resources';
import { TEST_CLOCK_MS } from '@/tests/support/test-clock';

/**
 * The resource hub and the webinar pages split upcoming from past sessions when they are built, by
 * the site's clock: run with the clock a year ahead (make test's second pass), the split is still the
 * one the tests' instant gives, so nothing here depends on today's date (decision 0105).
 */
describe('webinar pages built by the site clock', () => {
  let webinars: Webinar[] = [];
  let upcoming: Webinar[] = [];
  let past: Webinar[] = [];
  beforeAll(async () => {
    webinars = await getWebinars();
    upcoming = webinars.filter((webinar) => !webinarHasEnded(webinar, TEST_CLOCK_MS));
    past = webinars.filter((webinar) => webinarHasEnded(webinar, TEST_CLOCK_MS));
  });

  it('the hub lists the sessions upcoming and past at the tests’ instant', async () => {
    const result = await hubProps({} as GetStaticPropsContext);
    if (!('props' in result)) throw new Error('the hub has props');
    expect(result.props.webinars.map((w) => w.slug)).toEqual(upcoming.map((w) => w.slug));
    expect(result.props.pastWebinars.map((w) => w.slug)).toEqual(past.map((w) => w.slug));
  });

  it('a webinar page takes registrations until its session ends, then asks for feedback', async () => {
    for (const webinar of webinars) {
      const result = await webinarProps({ params: { slug: webinar.slug } });
      if (!('props' in result)) throw new Error(`${webinar.slug} has props`);
      expect({ slug: webinar.slug, ended: result.props.ended }).toEqual({
        slug: webinar.slug,
        ended: past.some((w) => w.slug === webinar.slug),
      });
    }
  });
});
