import fs from 'node:fs';
import path from 'node:path';
import { TESTIMONIAL_INDUSTRIES } from '@/constants/company';
import { marketingPageProps } from '@/content/pages/static-props';
import keystaticConfig from '@/keystatic.config';
import { EDITOR_PREVIEW_PATH } from '@/lib/editor-paths';
import { saveInEditor, savedYaml, type EditorSave } from '@/tests/support/editor-save';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { getStories } from './customer-stories';
import { pricingDocument } from './pricing';
import { sitemapXml } from './site-files';
import { customerLogoProblems } from './social-proof';

/**
 * Ordinary saves in the editor, made with Keystatic's own parse and serialize
 * (tests/support/editor-save.ts), then read by the pages in a throwaway checkout: each page that
 * shows the entry still loads, with what the editor saved.
 */

/** Saving in the editor and reading the site takes seconds on a loaded machine. */
const SAVE_TIMEOUT_MS = 90_000;

const home = process.cwd();
const roots: string[] = [];
afterAll(() => {
  process.chdir(home);
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A throwaway checkout of this one with the save's files in it (text: SVGs here); the process reads it. */
function checkoutWithSave(save: EditorSave, more: Record<string, string> = {}): void {
  const files = Object.fromEntries(
    Object.entries(save.files).map(([file, contents]) => [file, contents.toString('utf8')]),
  );
  const root = overlayCheckout({ ...files, ...more }, home);
  roots.push(root);
  process.chdir(root);
}

/** A folder holding only these files, standing for what an editor picks on their computer. */
function uploads(files: Record<string, string>): string {
  const root = throwawayCheckout(files);
  roots.push(root);
  return root;
}

type SavedLogos = { logos: { customer: { name: string; slug: string }; image: string }[] };

async function homePageLogos() {
  const result = await marketingPageProps('/');
  if (!('props' in result)) throw new Error('the home page has no props');
  const farm = result.props.page.blocks.find((block) => block.type === 'logoFarm');
  return farm?.type === 'logoFarm' ? (farm.customers ?? []) : [];
}

describe('customer logos saved in the editor', () => {
  it(
    'a renamed customer and a reordered list: no file is renamed, and the home page shows each customer with its own picture',
    async () => {
      const data = savedYaml(path.join(home, 'content/customer-logos.yaml')) as SavedLogos;
      const before = new Map(data.logos.map((logo) => [logo.customer.slug, logo.image]));
      data.logos[0]!.customer.name = 'Larkspur Freight';
      data.logos.splice(1, 2, data.logos[2]!, data.logos[1]!);

      const save = saveInEditor({ singleton: 'customerLogos', root: home, data });
      expect(save.deletions).toEqual([]);
      for (const [file, contents] of Object.entries(save.files)) {
        if (file.endsWith('.yaml')) continue;
        expect({ file, same: contents.equals(fs.readFileSync(path.join(home, file))) }).toEqual({
          file,
          same: true,
        });
      }

      checkoutWithSave(save);
      const shown = await homePageLogos();
      expect(shown.map((logo) => logo.customerName).slice(0, 3)).toEqual([
        'Larkspur Freight',
        'Harbor & Vale',
        'Brightcart',
      ]);
      expect(shown.map((logo) => [logo.id, logo.image])).toEqual(
        data.logos.map(({ customer }) => [customer.slug, before.get(customer.slug)]),
      );
    },
    SAVE_TIMEOUT_MS,
  );

  it(
    'a new logo uploaded as ACME.PNG is saved in its own folder, and the home page shows it',
    async () => {
      const data = savedYaml(path.join(home, 'content/customer-logos.yaml')) as SavedLogos;
      const acme = {
        customer: { name: 'Acme', slug: 'acme' },
        image: '/images/customer-logos/ACME.PNG',
        width: 120,
        height: 40,
        isTaller: false,
      };
      // The editor holds the upload beside the logos it opened.
      const picked = overlayCheckout(
        { 'public/images/customer-logos/ACME.PNG': 'png bytes' },
        home,
      );
      roots.push(picked);
      const save = saveInEditor({
        singleton: 'customerLogos',
        root: picked,
        data: { logos: [...data.logos.map((logo) => ({ ...logo })), acme] },
      });
      expect(Object.keys(save.files)).toContain(
        'public/images/customer-logos/logos/acme/image.PNG',
      );

      checkoutWithSave(save);
      expect((await homePageLogos()).at(-1)).toEqual({
        id: 'acme',
        customerName: 'Acme',
        image: '/images/customer-logos/logos/acme/image.PNG',
        width: 120,
        height: 40,
        isTaller: false,
      });
    },
    SAVE_TIMEOUT_MS,
  );

  it('takes an SVG at the width its help asks for: its own size scaled to the height', () => {
    const image = '/images/customer-logos/logos/acme/image.svg';
    const root = uploads({
      [`public${image}`]: '<svg xmlns="http://www.w3.org/2000/svg" width="350" height="80"></svg>',
    });
    const logo = (width: number) => [
      { id: 'acme', customerName: 'Acme', image, width, height: 40, isTaller: false },
    ];
    expect(customerLogoProblems(logo(175), root)).toEqual([]);
    expect(customerLogoProblems(logo(150), root)).toEqual([
      'content/customer-logos.yaml (acme): the image is 350 x 80, so at a height of 40 its Width is 175, not 150',
    ]);
  });

  it("says where a logo belongs when its file is outside its own folder, or in another logo's", () => {
    const at = 'content/customer-logos.yaml (acme)';
    for (const image of [
      '/images/customer-logos/acme.svg',
      '/images/customer-logos/logos/brightcart/image.svg',
    ]) {
      const logos = [
        { id: 'acme', customerName: 'Acme', image, width: 175, height: 40, isTaller: false },
      ];
      expect(customerLogoProblems(logos, uploads({ [`public${image}`]: '<svg></svg>' }))).toEqual([
        `${at}: '${image}' must be saved under /images/customer-logos/logos/acme/: upload it again`,
      ]);
    }
  });
});

describe('a customer story saved in the editor', () => {
  const STORY = 'content/customer-stories/bramble-and-oak.mdoc';

  it(
    'a logo uploaded as Logo.JPG: its page, the stories list and the sitemap load',
    async () => {
      const picked = uploads({ 'public/images/stories/bramble-and-oak/Logo.JPG': 'jpeg bytes' });
      const save = saveInEditor({
        collection: 'customerStories',
        slug: 'bramble-and-oak',
        fields: ['logo'],
        data: { logo: '/images/stories/bramble-and-oak/Logo.JPG' },
        root: picked,
      });
      // Keystatic names the file after the field and keeps the extension as uploaded.
      expect(save.value).toEqual({ logo: '/images/stories/bramble-and-oak/logo.JPG' });

      const story = fs
        .readFileSync(path.join(home, STORY), 'utf8')
        .replace(/^logo: .*$/m, 'logo: "/images/stories/bramble-and-oak/logo.JPG"');
      checkoutWithSave(save, { [STORY]: story });
      const page = await import('@/pages/customer-stories/[slug]');
      expect(await page.getStaticProps({ params: { slug: 'bramble-and-oak' } })).toMatchObject({
        props: { story: { logo: '/images/stories/bramble-and-oak/logo.JPG' } },
      });
      expect((await getStories()).map((s) => s.slug)).toContain('bramble-and-oak');
      expect(await sitemapXml()).toContain('/customer-stories/bramble-and-oak</loc>');
    },
    SAVE_TIMEOUT_MS,
  );
});

describe('testimonials saved in the editor', () => {
  it('the list’s help says each industry needs two quotes', () => {
    const quotes = keystaticConfig.singletons.testimonials.schema.quotes;
    expect(quotes.description).toContain(
      `At least two quotes for each industry (${TESTIMONIAL_INDUSTRIES.join(', ')})`,
    );
  });

  it(
    'Retail left with one quote: the home page is refused with a message naming Retail and the fix',
    async () => {
      const data = savedYaml(path.join(home, 'content/testimonials.yaml')) as {
        quotes: { industry: string }[];
      };
      const firstRetail = data.quotes.findIndex((quote) => quote.industry === 'Retail');
      data.quotes = data.quotes.filter(
        (quote, i) => quote.industry !== 'Retail' || i === firstRetail,
      );
      checkoutWithSave(saveInEditor({ singleton: 'testimonials', root: home, data }));
      await expect(marketingPageProps('/')).rejects.toThrow(
        'content/testimonials.yaml: Retail has one quote, and each industry needs at least two: add a quote with Industry Retail under Testimonials, Customer quotes',
      );
    },
    SAVE_TIMEOUT_MS,
  );
});

describe('the pricing saved in the editor', () => {
  it('the list’s help says the cards keep their order, whatever the order of the list', () => {
    expect(keystaticConfig.singletons.pricing.schema.plans.description).toBe(
      'Every plan once. The cards always show them in the order Starter, Growth, Scale, Enterprise, whatever the order here.',
    );
  });

  it(
    'two plans ticked Most popular: /pricing is refused with a message naming the field and the fix',
    async () => {
      const data = savedYaml(path.join(home, 'content/pricing.yaml')) as {
        plans: { featured: boolean }[];
      };
      data.plans[2]!.featured = true;
      checkoutWithSave(saveInEditor({ singleton: 'pricing', root: home, data }));
      const page = await import('@/pages/pricing');
      await expect(page.getStaticProps({})).rejects.toThrow(
        'content/pricing.yaml: Most popular is ticked on Growth and Scale; tick it on one plan at most',
      );
    },
    SAVE_TIMEOUT_MS,
  );

  it(
    'one plan picked twice: the message names the plans and the fix',
    async () => {
      const data = savedYaml(path.join(home, 'content/pricing.yaml')) as {
        plans: { plan: string }[];
      };
      data.plans[2]!.plan = 'growth';
      checkoutWithSave(saveInEditor({ singleton: 'pricing', root: home, data }));
      await expect(pricingDocument('https://example.com')).rejects.toThrow(
        "content/pricing.yaml: Plans must hold Starter, Growth, Scale, Enterprise once each (Growth is there twice, Scale is missing): set each card's Plan to a different one",
      );
    },
    SAVE_TIMEOUT_MS,
  );

  it(
    'plans dragged into another order: /pricing and /pricing.json show them in the site’s order',
    async () => {
      const data = savedYaml(path.join(home, 'content/pricing.yaml')) as { plans: unknown[] };
      data.plans.reverse();
      checkoutWithSave(saveInEditor({ singleton: 'pricing', root: home, data }));

      const page = await import('@/pages/pricing');
      const result = await page.getStaticProps({});
      const cards = 'props' in result ? result.props.pricing.plans.map((plan) => plan.name) : [];
      expect(cards).toEqual(['Starter', 'Growth', 'Scale', 'Enterprise']);
      const listed = (await pricingDocument('https://example.com')).plans.map((plan) => plan.slug);
      expect(listed).toEqual(['starter', 'growth', 'scale', 'enterprise']);
    },
    SAVE_TIMEOUT_MS,
  );
});

describe('the editor’s Preview button', () => {
  it('every collection and single page has one; an author’s opens the blog, where their posts are', () => {
    const entries = { ...keystaticConfig.collections, ...keystaticConfig.singletons };
    const without = Object.entries(entries)
      .filter(([, entry]) => !entry.previewUrl?.startsWith(`${EDITOR_PREVIEW_PATH}?path=/`))
      .map(([key]) => key);
    expect(without).toEqual([]);
    expect(keystaticConfig.collections.authors.previewUrl).toBe(
      `${EDITOR_PREVIEW_PATH}?path=/blog`,
    );
  });
});
