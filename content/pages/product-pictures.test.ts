import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { illustrationDrawingPath } from '@/constants/illustrations';
import { getMarketingPages } from '@/content/pages';
import type { Illustration, MarketingPage } from '@/content/pages/schema';
import { PRODUCT_PICTURES } from '@/scripts/content/product-pictures';
import { interFonts, outlineSvgText } from '@/scripts/content/svg-text-outline';

/** Every picture a page shows, in page order, with the route it is on (issue 17 item 2). */
function picturesOf(page: MarketingPage): { route: string; illustration: Illustration }[] {
  return page.blocks.flatMap((block) =>
    'illustration' in block && block.illustration
      ? [{ route: page.route, illustration: block.illustration }]
      : [],
  );
}

const file = (name: string) => path.join('public', illustrationDrawingPath(name));

describe('product pictures on the home and product pages', () => {
  // The home and product pages as editors saved them (content/pages/entries).
  let pages: MarketingPage[] = [];
  let shown: { route: string; illustration: Illustration }[] = [];
  beforeAll(async () => {
    pages = (await getMarketingPages()).filter(
      (page) =>
        page.route === '/' || page.route === '/product' || page.route.startsWith('/product/'),
    );
    shown = pages.flatMap(picturesOf);
  });
  const homePage = () => pages.find((page) => page.route === '/')!;
  const productPages = () => pages.filter((page) => page.route.startsWith('/product/'));

  it('shows a picture on every product page and in every home section that has one', () => {
    expect(productPages().length).toBeGreaterThanOrEqual(10);
    const withoutPicture = pages.filter((page) => picturesOf(page).length === 0);
    expect(withoutPicture.map((page) => page.route)).toEqual([]);
    // The hero, the AI, collaboration and analytics sections.
    expect(picturesOf(homePage())).toHaveLength(4);
  });

  it('never shows the same picture twice across these pages (the home AI picture is not the /product/ai hero)', () => {
    const names = shown.map(({ illustration }) => illustration.name);
    expect(new Set(names).size).toBe(names.length);
    const aiHero = picturesOf(productPages().find((page) => page.route === '/product/ai')!)[0]!;
    expect(aiHero.illustration.name).toBe('ai-agent');
  });

  it('says what every picture shows', () => {
    for (const { illustration } of shown) {
      const { name, alt } = illustration;
      expect(alt.split(/\s+/).length).toBeGreaterThanOrEqual(8);
      expect(alt).not.toMatch(/^(an? )?(image|picture|illustration|graphic)\b/i);
      expect(alt.toLowerCase()).not.toBe(name.replace(/-/g, ' '));
    }
  });

  it('gives every picture its own alt text', () => {
    const alts = shown.map(({ illustration }) => illustration.alt);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('draws every picture by the product-picture script, words outlined, light enough for the page', () => {
    for (const name of shown.map(({ illustration }) => illustration.name)) {
      expect(PRODUCT_PICTURES.map((picture) => picture.name)).toContain(name);
      const svg = fs.readFileSync(file(name), 'utf8');
      expect(svg).toContain('viewBox="0 0 640 480"');
      expect(svg).not.toMatch(/<text\b/);
      // Gzipped: under 30 kB. The drawing is the source of the WebP renditions pages show (decision 0231).
      expect(zlib.gzipSync(svg, { level: 9 }).length).toBeLessThan(30_000);
    }
  });

  it('has files that are what the script draws today', () => {
    // Drawing every picture and outlining it takes a few seconds; one stands for all of them.
    const { draw } = PRODUCT_PICTURES.find((picture) => picture.name === 'workflows')!;
    expect(outlineSvgText(draw(), interFonts())).toBe(fs.readFileSync(file('workflows'), 'utf8'));
  });
});
