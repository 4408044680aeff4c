import fs from 'node:fs';
import { TESTIMONIAL_INDUSTRIES } from '@/constants/company';
import { readCustomerStories } from '@/content/customer-stories';
import { readCustomerLogos, readPressItems, readTestimonials } from '@/content/social-proof';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { getStories, storyProblems } from './customer-stories';
import {
  customerLogoProblems,
  getCustomerLogos,
  getPressItems,
  getTestimonials,
  pressItemProblems,
  testimonialProblems,
} from './social-proof';

/**
 * Every customer story, customer logo, testimonial and press item as editors save them, read with
 * Keystatic's reader, against the rules of keystatic.config.ts (the reader refuses an entry that
 * breaks them) and the rules the editor cannot hold (decision 0166).
 */
describe('every entry an editor saved', () => {
  it('customer stories: each reads and breaks no rule; six or more published, one draft', async () => {
    const stories = await readCustomerStories();
    expect(stories.flatMap((story) => storyProblems(story))).toEqual([]);
    expect(stories.filter((s) => !s.draft).length).toBeGreaterThanOrEqual(6);
    expect(stories.some((s) => s.draft)).toBe(true);
  });

  it('customer logos: ten, each an uploaded file whose own size the entry states', async () => {
    const logos = await readCustomerLogos();
    expect(customerLogoProblems(logos)).toEqual([]);
    expect(logos.map((l) => l.id)).toEqual([
      'larkspur-logistics',
      'brightcart',
      'harbor-and-vale',
      'kestrel-labs',
      'fernway-travel',
      'cobalt-ledger',
      'tandem-works',
      'quillfield',
      'orbitly',
      'meridian-goods',
    ]);
  });

  it('testimonials: two or more per industry of spec section 3, with author, role and company', async () => {
    const quotes = await readTestimonials();
    expect(testimonialProblems(quotes)).toEqual([]);
    expect([...new Set(quotes.map((q) => q.industry))].sort()).toEqual(
      [...TESTIMONIAL_INDUSTRIES].sort(),
    );
    for (const quote of quotes) {
      expect(quote.text.length).toBeGreaterThan(60);
      expect(quote.author).toMatch(/^\S+ \S+/);
      expect(quote.role).not.toBe('');
      expect(quote.company).not.toBe('');
    }
  });

  it('press items: each dated, not in the future, newest first on the page', async () => {
    const items = await readPressItems();
    expect(pressItemProblems(items)).toEqual([]);
    const dates = (await getPressItems()).map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items).toHaveLength(6);
  });

  it('the loaders give the pages what they showed before the move', async () => {
    expect((await getCustomerLogos())[3]).toEqual({
      id: 'kestrel-labs',
      customerName: 'Kestrel Labs',
      image: '/images/customer-logos/logos/kestrel-labs/image.svg',
      width: 139,
      height: 40,
      isTaller: true,
    });
    expect((await getTestimonials()).map((q) => q.industry)).toEqual([
      'Technology',
      'Professional Services',
      'Retail',
    ]);
    expect((await getTestimonials('Logistics')).map((q) => q.author)).toEqual([
      'Grace Whitfield',
      'Rafael Santos',
      'Mei Tanaka',
    ]);
    expect((await getStories()).map((s) => s.slug)).not.toContain('fernhill-learning-trust');
  });
});

const STORY = 'content/customer-stories/bramble-and-oak.mdoc';
const LOGO = 'public/images/stories/bramble-and-oak/logo.svg';

/** A throwaway checkout holding one real story with some fields replaced, and its logo. */
function checkoutWithStory(replace: Record<string, string>, body?: string): string {
  const [, frontMatter = '', realBody = ''] = fs.readFileSync(STORY, 'utf8').split(/^---$/m);
  let data = frontMatter;
  for (const [field, value] of Object.entries(replace)) {
    data = data.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
    if (!new RegExp(`^${field}: `, 'm').test(data)) data += `${field}: ${value}\n`;
  }
  return throwawayCheckout({
    [STORY]: `---${data}---${body ?? realBody}`,
    [LOGO]: fs.readFileSync(LOGO, 'utf8'),
  });
}

describe('a story that breaks a rule', () => {
  const roots: string[] = [];
  const problemsOf = async (replace: Record<string, string>, body?: string) => {
    const root = checkoutWithStory(replace, body);
    roots.push(root);
    const [story] = await readCustomerStories(root);
    return storyProblems(story!, root);
  };
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it('is refused by the reader when a field breaks the editor’s rule (a summary too short)', async () => {
    const root = checkoutWithStory({ summary: '"Too short."' });
    roots.push(root);
    await expect(readCustomerStories(root)).rejects.toThrow(/summary/i);
  });

  it('is refused by the reader with a company size that is not a bucket', async () => {
    const root = checkoutWithStory({ teamSize: '"42"' });
    roots.push(root);
    await expect(readCustomerStories(root)).rejects.toThrow(/teamSize/);
  });

  it('names a date in the future, a cover without its description and a missing image', async () => {
    expect(
      await problemsOf({
        date: '2999-01-01',
        cover: '"/images/stories/bramble-and-oak/cover.png"',
        coverAlt: '""',
      }),
    ).toEqual([
      'content/customer-stories/bramble-and-oak.mdoc: the date 2999-01-01 is in the future',
      'content/customer-stories/bramble-and-oak.mdoc: cover /images/stories/bramble-and-oak/cover.png is missing from public/',
      'content/customer-stories/bramble-and-oak.mdoc: the cover needs a description (alt text)',
    ]);
  });

  it('names a body with a level-1 heading', async () => {
    expect(await problemsOf({}, `\n# A second title\n\n${'Enough words. '.repeat(50)}\n`)).toEqual([
      'content/customer-stories/bramble-and-oak.mdoc: the story has a level-1 heading',
    ]);
  });
});
