/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { GetStaticProps } from 'next';
import keystaticConfig from '@/keystatic.config';
import { contentReader } from '@/lib/server/content/reader';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { renderPageOnServer } from '@/tests/support/server-render';
import { FORM_PAGE_SINGLETONS, type FormPageKey } from './keystatic';

/** Importing and rendering a page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0252: the words of the pages built around one form are the editor's (a singleton each,
 * content/form-pages/*.yaml); the form stays in code. Read through the page's own getStaticProps in
 * a throwaway checkout where an editor changed the startup programme's words, and rendered as Next
 * renders the page on the server, its <head> collected.
 */
const STARTUPS = 'content/form-pages/startups.yaml';
const EDITED = {
  seoTitle: 'Startup plan',
  description:
    'Seed-stage companies get a year of Switchboard at a startup price. Apply with your accelerator or investor.',
  title: 'Support like a scale-up from your first customer',
  point: 'Up to 80% off for your first twelve months',
  step: 'Eligibility check',
  stepsTitle: 'From application to discount',
};

const home = process.cwd();
let root = '';
beforeAll(() => {
  root = overlayCheckout({
    [STARTUPS]: fs
      .readFileSync(STARTUPS, 'utf8')
      .replace(/^seoTitle: .*$/m, `seoTitle: "${EDITED.seoTitle}"`)
      .replace(/^description: .*$/m, `description: "${EDITED.description}"`)
      .replace(/^title: .*$/m, `title: "${EDITED.title}"`)
      .replace('"Up to 90% off for your first year"', `"${EDITED.point}"`)
      .replace('title: "Verification"', `title: "${EDITED.step}"`)
      .replace(/^stepsTitle: .*$/m, `stepsTitle: "${EDITED.stepsTitle}"`),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

/** A page module's getStaticProps, then its server render: the <title>, meta description, body. */
async function render(route: string) {
  const page = (await import(`@/pages${route}`)) as {
    default: ComponentType<Record<string, unknown>>;
    getStaticProps: GetStaticProps;
  };
  const result = await page.getStaticProps({});
  if (!('props' in result)) throw new Error(`${route} has no props`);
  return renderPageOnServer(page.default, result.props, { pathname: route, asPath: route });
}

/** The text of every element of a kind, tags inside it removed. */
const textsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner]) =>
    inner!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''),
  );

describe('a form page an editor changed', () => {
  it(
    'shows the saved heading, bullet point, steps and search-result title and description',
    async () => {
      const page = await render('/startups');
      expect(textsOf(page.body, 'h1')).toEqual([EDITED.title]);
      expect(textsOf(page.body, 'li')).toEqual(
        expect.arrayContaining([
          EDITED.point,
          'Onboarding help from a customer success manager',
          'For companies with less than $10M in funding',
        ]),
      );
      expect(textsOf(page.body, 'li')).not.toContain('Up to 90% off for your first year');
      expect(textsOf(page.body, 'h3')).toEqual(['1. Apply', `2. ${EDITED.step}`, '3. Get started']);
      expect(textsOf(page.body, 'h2')).toContain(EDITED.stepsTitle);
      expect(textsOf(page.body, 'h2')).not.toContain('How it works');
      expect(page.title).toBe(`${EDITED.seoTitle} | Switchboard`);
      expect(page.description).toBe(EDITED.description);
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'keeps the form and its card in code, under the saved form title',
    async () => {
      const { body } = await render('/startups');
      expect(textsOf(body, 'h2')).toContain('Apply for the startup programme');
      expect(body).toMatch(/<form[\s>]/);
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'leaves the other form pages as they were saved',
    async () => {
      const page = await render('/partners/channel');
      expect(textsOf(page.body, 'h1')).toEqual(['Grow your business with Switchboard']);
      expect(textsOf(page.body, 'h2')).toContain('How it works');
      expect(page.title).toBe('Channel partner program | Switchboard');
    },
    PAGES_TIMEOUT_MS,
  );
});

describe('the form pages in the editor', () => {
  it("are five singletons of Keystatic's config, each read by the reader and shown at its route", async () => {
    const singletons = keystaticConfig.singletons ?? {};
    const reader = contentReader(home);
    for (const key of Object.keys(FORM_PAGE_SINGLETONS) as FormPageKey[]) {
      const { file, route, label } = FORM_PAGE_SINGLETONS[key];
      expect([key, singletons[key]?.label, singletons[key]?.path]).toEqual([key, label, file]);
      const entry = await reader.singletons[key].readOrThrow();
      expect([
        key,
        entry.title.length > 0,
        entry.stepsTitle.length > 0,
        entry.points.length,
        entry.steps.length,
      ]).toEqual([key, true, true, 3, 3]);
      // The route's page file reads this singleton.
      const pageFile = fs.readFileSync(path.join(home, 'pages', `${route}.tsx`), 'utf8');
      expect([route, pageFile.includes(`formPageProps('${key}')`)]).toEqual([route, true]);
    }
    expect(
      Object.keys(FORM_PAGE_SINGLETONS)
        .map((key) => FORM_PAGE_SINGLETONS[key as FormPageKey].route)
        .sort(),
    ).toEqual([
      '/customer-advocacy',
      '/customer-referral',
      '/partners/channel',
      '/partners/integration',
      '/startups',
    ]);
  });
});
