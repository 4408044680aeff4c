import { fields, singleton } from '@keystatic/core';
import { previewLink, textList } from '@/lib/editor-fields';

/**
 * The pages built around one form (partners, startups, referral, advocacy) in the editor (decision
 * 0252): their words are a singleton each; the form itself (fields, labels, validation, its
 * success text) stays in code (components/forms, constants/form-fields.ts). Singletons, not a
 * collection: each page's route and form are code, so an editor may change a page's words but not
 * add or remove a page.
 *
 * Imported by keystatic.config.ts (editor and server): no secret, no reader.
 */
const FOLDER = 'content/form-pages';

/** Each form page: its entry in the editor, its route and its file (the one table). */
export const FORM_PAGE_SINGLETONS = {
  partnerChannelPage: {
    label: 'Form page: Channel partners',
    route: '/partners/channel',
    file: `${FOLDER}/partners-channel`,
  },
  partnerIntegrationPage: {
    label: 'Form page: Integration partners',
    route: '/partners/integration',
    file: `${FOLDER}/partners-integration`,
  },
  startupsPage: {
    label: 'Form page: Startup programme',
    route: '/startups',
    file: `${FOLDER}/startups`,
  },
  customerAdvocacyPage: {
    label: 'Form page: Customer advocacy',
    route: '/customer-advocacy',
    file: `${FOLDER}/customer-advocacy`,
  },
  customerReferralPage: {
    label: 'Form page: Customer referral',
    route: '/customer-referral',
    file: `${FOLDER}/customer-referral`,
  },
} as const;

export type FormPageKey = keyof typeof FORM_PAGE_SINGLETONS;

const required = (label: string, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true } });

/** The field names are those components/forms/form-page.tsx reads (FormPageCopy). */
export const formPageFields = {
  // Sized as the block-built pages' search results (content/pages/keystatic.ts).
  seoTitle: fields.text({
    label: 'SEO title',
    description: "The browser tab's and search results' title; also the page's breadcrumb.",
    validation: { isRequired: true, length: { max: 70 } },
  }),
  description: fields.text({
    label: 'SEO description',
    description: 'What search results and shared links show under the title.',
    multiline: true,
    validation: { isRequired: true, length: { min: 50, max: 170 } },
  }),
  eyebrow: required('Eyebrow', 'The short line above the heading.'),
  title: required('Heading', "The page's one main heading."),
  lead: fields.text({
    label: 'Introduction',
    description: 'The paragraph under the heading.',
    multiline: true,
    validation: { isRequired: true },
  }),
  points: textList('Bullet points', 'Bullet point', 1, { labelLength: 60 }),
  formTitle: required('Form title', 'The heading of the card that holds the form.'),
  stepsTitle: required('Steps heading', 'The heading over the numbered steps under the form.'),
  steps: fields.array(
    fields.object({
      title: required('Step title', 'Shown numbered: 1. Apply'),
      text: fields.text({ label: 'Text', multiline: true, validation: { isRequired: true } }),
    }),
    {
      label: 'Steps',
      description: 'The numbered steps under the form, in order.',
      itemLabel: (step) => step.fields.title.value,
      validation: { length: { min: 1 } },
    },
  ),
};

const formPage = ({ label, route, file }: { label: string; route: string; file: string }) =>
  singleton({
    label,
    path: file,
    format: { data: 'yaml' },
    previewUrl: previewLink(route),
    schema: formPageFields,
  });

/** Spread into keystatic.config.ts. */
export const formPageSingletons = Object.fromEntries(
  Object.entries(FORM_PAGE_SINGLETONS).map(([key, row]) => [key, formPage(row)]),
) as { [Key in FormPageKey]: ReturnType<typeof formPage> };
