import fs from 'node:fs';
import { readBlogPosts } from '@/content/blog';
import { getMarketingPageRoutes } from '@/content/pages';
import { getStories } from '@/lib/content/customer-stories';
import { getResources, getWebinars } from '@/lib/content/resources';
import { getPublicRoutes } from '@/lib/content/routes';
import { E2E_DATA_DIR } from '../../playwright.config';
import { contentUnderTestFile, type ContentUnderTest } from '../support/content-under-test';
import { TEST_CLOCK } from '../support/test-clock';

/** Before the specs load: the route list, posts and stories they walk (tests/support/content-under-test.ts). */
export default async function writeContentUnderTest(): Promise<void> {
  // Content's date rules read the site's clock, as the server under test does (decision 0105).
  process.env.SITE_CLOCK = TEST_CLOCK;
  const content: ContentUnderTest = {
    routes: await getPublicRoutes(),
    marketingPageRoutes: await getMarketingPageRoutes(),
    posts: await readBlogPosts(),
    stories: await getStories({ includeDrafts: true }),
    resources: await getResources(),
    webinars: await getWebinars(),
  };
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  fs.writeFileSync(contentUnderTestFile(E2E_DATA_DIR), JSON.stringify(content));
}
