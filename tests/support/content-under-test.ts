import fs from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '@/content/blog';
import type { CustomerStory } from '@/lib/content/customer-stories-browser';
import type { Resource, Webinar } from '@/lib/content/resources-browser';
import type { SiteRoute } from '@/lib/content/routes';
import { E2E_DATA_DIR } from '../../playwright.config';

/**
 * What the journeys check against, read once per run from the editor's files: the public routes
 * the blog posts and the customer stories. Keystatic's reader is async and a spec builds its tests when it loads, where
 * nothing can be awaited, so tests/e2e/global-setup.ts writes this file before the specs load
 * (decision 0163) and the specs read it synchronously.
 */
export interface ContentUnderTest {
  routes: SiteRoute[];
  /** The block-built pages' routes (content/pages), some read from the editor's files. */
  marketingPageRoutes: string[];
  posts: BlogPost[];
  /** Every customer story, drafts included. */
  stories: CustomerStory[];
  /** The resource hub's guides and every webinar (decision 0168). */
  resources: Resource[];
  webinars: Webinar[];
}

/** Beside the run's database (playwright.config.ts's E2E_DATA_DIR), so parallel runs never share it. */
export const contentUnderTestFile = (dataDir: string) =>
  path.join(dataDir, 'content-under-test.json');

let cached: ContentUnderTest | undefined;

export function contentUnderTest(): ContentUnderTest {
  if (cached) return cached;
  const file = contentUnderTestFile(E2E_DATA_DIR);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: run the journeys with \`playwright test\` (its globalSetup writes it)`,
    );
  }
  cached = JSON.parse(fs.readFileSync(file, 'utf8')) as ContentUnderTest;
  return cached;
}
