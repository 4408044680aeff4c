import type * as Keystatic from '@keystatic/core';
import { nameAndSlug, SLUG_PATTERN, textList } from './editor-fields';

/** Keystatic keeps a slug field's options inside its editor UI; this keeps them where a test can read them. */
jest.mock('@keystatic/core', () => {
  const actual = jest.requireActual<typeof Keystatic>('@keystatic/core');
  const slug = (args: Parameters<typeof actual.fields.slug>[0]) =>
    Object.assign(actual.fields.slug(args), { slugArgs: args });
  return { ...actual, fields: { ...actual.fields, slug } };
});

type SlugArgs = {
  name: { label: string; description?: string; validation: object };
  slug: { label: string; description: string; validation: object };
};
const argsOf = (field: unknown) => (field as { slugArgs: SlugArgs }).slugArgs;

/** How the editor's list names an item: Keystatic calls itemLabel with the item's preview props. */
const labelOf = (list: ReturnType<typeof textList>, value: string) =>
  list.itemLabel?.({ value } as Parameters<NonNullable<typeof list.itemLabel>>[0]);

describe('a list of texts in the editor', () => {
  const paragraph =
    'Every employee completes security and privacy training when they join and every year after.';

  it('lists a short item (a capability, a step) by its whole text', () => {
    expect(labelOf(textList('What it does', 'Capability', 3), paragraph)).toBe(paragraph);
  });

  it('lists page copy by its opening words', () => {
    const paragraphs = textList('Paragraphs', 'Paragraph', 1, { multiline: true, labelLength: 60 });
    expect(labelOf(paragraphs, paragraph)).toBe(paragraph.slice(0, 60));
  });

  it('asks for at least the minimum number of items, each filled in', () => {
    const list = textList('Setup steps', 'Step', 2);
    expect(list.validation?.length?.min).toBe(2);
    // The text field's own check; it needs no other entry's slug.
    const check = (value: string) =>
      list.element.validate(value, { slugField: undefined as never });
    expect(() => check('')).toThrow('Step must not be empty');
    expect(check('Connect your inbox')).toBe('Connect your inbox');
  });
});

describe('nameAndSlug', () => {
  it('gives the editor the labels it is given and the one slug rule', () => {
    expect(argsOf(nameAndSlug('Role', 'The role lives at /jobs/<slug>.'))).toEqual({
      name: { label: 'Role', validation: { isRequired: true } },
      slug: {
        label: 'Address (slug)',
        description: 'The role lives at /jobs/<slug>.',
        validation: { pattern: SLUG_PATTERN },
      },
    });
  });

  it('words a name with a length limit, a description or another slug label when asked', () => {
    const field = nameAndSlug('Headline', 'The item is linked as /press#<slug>.', {
      maxLength: 80,
      nameDescription: 'Shown on the press page.',
      slugLabel: 'Anchor (slug)',
    });
    expect(argsOf(field)).toEqual({
      name: {
        label: 'Headline',
        description: 'Shown on the press page.',
        validation: { isRequired: true, length: { max: 80 } },
      },
      slug: {
        label: 'Anchor (slug)',
        description: 'The item is linked as /press#<slug>.',
        validation: { pattern: SLUG_PATTERN },
      },
    });
  });

  it('refuses an address with capitals or spaces, with the editor message', () => {
    const field = nameAndSlug('Role', 'The role lives at /jobs/<slug>.');
    // The field's own check; no other entry's slug is in play.
    const check = (slug: string) =>
      field.validate({ name: 'Support lead', slug }, { slugField: undefined as never });
    expect(() => check('Support Lead')).toThrow('Use a-z, 0-9 and -');
    expect(check('support-lead')).toEqual({
      name: 'Support lead',
      slug: 'support-lead',
    });
  });
});

const familyPage = (prefix: string) => ({
  name: 'Page name',
  nameDescription: "The page's name in the editor's list (not shown on the site).",
  slug: 'Address (slug)',
  description: `The page lives at ${prefix}<slug>. Changing it after publishing breaks links.`,
});

/** Each kind's wording as editors knew it before the fields were built by nameAndSlug. */
const ENTRY_NAMES: Record<
  string,
  { name: string; nameDescription?: string; max?: number; slug: string; description: string }
> = {
  posts: {
    name: 'Title',
    max: 110,
    slug: 'Address (slug)',
    description: 'The post lives at /blog/<slug>. Changing it after publishing breaks links.',
  },
  authors: {
    name: 'Name',
    slug: 'Id (slug)',
    description: 'Posts name their author by it. Changing it unlinks their posts.',
  },
  categories: {
    name: 'Name',
    slug: 'Address (slug)',
    description: 'The category lives at /blog/category/<slug>. Changing it unlinks its posts.',
  },
  customerStories: {
    name: 'Company',
    slug: 'Address (slug)',
    description: 'The story lives at /customer-stories/<slug>.',
  },
  press: {
    name: 'Headline',
    slug: 'Anchor (slug)',
    description: 'The item is linked as /press#<slug>.',
  },
  comparisons: {
    name: 'Competitor',
    slug: 'Address (slug)',
    description: 'The page lives at /compare/<slug>.',
  },
  productPages: familyPage('/product/'),
  industryPages: familyPage('/industries/'),
  teamPages: familyPage('/teams/'),
  crmPages: familyPage('/crm/'),
  servicePages: familyPage('/services/'),
  useCasePages: familyPage('/use-case/'),
  integrations: {
    name: 'Name',
    slug: 'Address (slug)',
    description: 'The integration lives at /integrations/<slug>; its drawn wordmark file too.',
  },
  jobs: { name: 'Role', slug: 'Address (slug)', description: 'The role lives at /jobs/<slug>.' },
  resources: {
    name: 'Title',
    slug: 'Address (slug)',
    description: 'The resource lives at /resources/<slug>.',
  },
  webinars: {
    name: 'Title',
    slug: 'Address (slug)',
    description: 'The webinar lives at /resources/webinars/<slug>.',
  },
  legalDocuments: {
    name: 'Title',
    max: 80,
    slug: 'Address (slug)',
    description: 'The document lives at /legal/<slug>. Changing it after publishing breaks links.',
  },
};

describe("the editor's entry names and addresses", () => {
  it('keep each kind of entry its own wording, with the one slug rule', async () => {
    const { default: keystaticConfig } = await import('@/keystatic.config');
    const collections = Object.entries(keystaticConfig.collections ?? {}).map(
      ([key, { schema, slugField }]) =>
        [key, (schema as Record<string, unknown>)[slugField]] as const,
    );
    expect(collections.map(([key]) => key).sort()).toEqual(Object.keys(ENTRY_NAMES).sort());
    for (const [key, slugField] of collections) {
      const expected = ENTRY_NAMES[key]!;
      const { name, slug } = argsOf(slugField);
      expect({ key, name, slug }).toEqual({
        key,
        name: {
          label: expected.name,
          ...(expected.nameDescription ? { description: expected.nameDescription } : {}),
          validation: {
            isRequired: true,
            ...(expected.max ? { length: { max: expected.max } } : {}),
          },
        },
        slug: {
          label: expected.slug,
          description: expected.description,
          validation: { pattern: SLUG_PATTERN },
        },
      });
    }
  });
});
