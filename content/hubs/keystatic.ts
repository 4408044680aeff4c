import { fields, singleton, type ComponentSchema } from '@keystatic/core';
import { previewLink } from '@/lib/editor-fields';
import { seo } from '@/content/pages/keystatic';

/**
 * The hub pages whose lists come from other entries (customer stories, integrations, resources) in
 * the editor (decisions 0252, 0254): each hub's words around its lists. Its search-result texts,
 * its header (eyebrow, heading, introduction), then the closing call to action of the stories and
 * integrations hubs and the section headings of the resource hub. The lists, the breadcrumbs and
 * the share image's label stay in code.
 *
 * Any text of a hub may name a figure the site keeps up to date as a token in braces; each hub
 * lists the tokens it fills in (content/hubs/index.ts refuses any other).
 *
 * Imported by keystatic.config.ts (editor and server): no secret, no reader.
 */
const FOLDER = 'content/hubs';

/** Each hub: its entry in the editor, its route, its file and the tokens its texts may use. */
export const HUB_SINGLETONS = {
  customerStoriesHub: {
    label: 'Hub: Customer stories',
    route: '/customer-stories',
    file: `${FOLDER}/customer-stories`,
    tokens: { BUSINESSES: 'the number of businesses on Switchboard (the company figure)' },
  },
  integrationsHub: {
    label: 'Hub: Integrations',
    route: '/integrations',
    file: `${FOLDER}/integrations`,
    tokens: {
      INTEGRATIONS: 'the number of integrations in the directory',
      OTHER_INTEGRATIONS:
        'the number of integrations in the directory that the same text does not name',
    },
  },
  resourcesHub: {
    label: 'Hub: Resources',
    route: '/resources',
    file: `${FOLDER}/resources`,
    tokens: {},
  },
} as const;

export type HubKey = keyof typeof HUB_SINGLETONS;

/** The tokens a hub's texts may hold, e.g. 'INTEGRATIONS'. */
export type HubToken<Key extends HubKey> = keyof (typeof HUB_SINGLETONS)[Key]['tokens'] & string;

type HubRow = (typeof HUB_SINGLETONS)[HubKey];

/** Where a hub's text may hold a figure, the editor is told which tokens it may write. */
const withTokens = (description: string, tokens: Record<string, string>) => {
  const named = Object.entries(tokens).map(([token, what]) => `{${token}} for ${what}`);
  return named.length === 0
    ? description
    : `${description} Write ${named.join(', ')}: the site fills it in.`;
};

const required = (label: string, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true } });

/** What every hub holds: its search-result texts and its header. */
const hubFields = (tokens: Record<string, string>) => ({
  seo: seo(withTokens('What search results and shared links show under the title.', tokens)),
  eyebrow: required('Eyebrow', 'The short line above the heading.'),
  title: required('Heading', "The page's one main heading."),
  intro: fields.text({
    label: 'Introduction',
    description: withTokens('The paragraph under the heading.', tokens),
    multiline: true,
    validation: { isRequired: true },
  }),
});

/** The band that closes a hub, above the demo and trial buttons (the blocks' `ctaBand`). */
const closingBand = () =>
  fields.object(
    {
      heading: required('Heading'),
      body: fields.text({ label: 'Text', description: 'Optional.' }),
    },
    {
      label: 'Closing call to action',
      description: "The band at the foot of the page; its buttons are the site's demo and trial.",
    },
  );

/** The resource hub's section headings over its lists. */
const resourceSections = () => ({
  guidesHeading: required('Guides heading', 'Over the guides and templates.'),
  webinarsHeading: required('Upcoming webinars heading', 'Shown while a webinar is upcoming.'),
  pastWebinarsHeading: required('Past webinars heading', 'Shown once a webinar has taken place.'),
});

const hub = <Extra extends Record<string, ComponentSchema>>(
  { label, route, file, tokens }: HubRow,
  extra: Extra,
) =>
  singleton({
    label,
    path: file,
    format: { data: 'yaml' },
    previewUrl: previewLink(route),
    schema: { ...hubFields(tokens), ...extra },
  });

/** Spread into keystatic.config.ts. */
export const hubSingletons = {
  customerStoriesHub: hub(HUB_SINGLETONS.customerStoriesHub, { closing: closingBand() }),
  integrationsHub: hub(HUB_SINGLETONS.integrationsHub, { closing: closingBand() }),
  resourcesHub: hub(HUB_SINGLETONS.resourcesHub, resourceSections()),
} satisfies { [Key in HubKey]: unknown };
