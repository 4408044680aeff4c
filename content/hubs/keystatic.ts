import { fields, singleton } from '@keystatic/core';
import { previewLink } from '@/lib/editor-fields';

/**
 * The headers of the hub pages whose lists come from other entries (customer stories,
 * integrations, resources) in the editor (decision 0252): eyebrow, heading and introduction. The
 * lists, the search-result texts and the rest of each page stay in code.
 *
 * An introduction may name a figure the site keeps up to date as a token in braces; each hub
 * lists the tokens it fills in (content/hubs/index.ts refuses any other).
 *
 * Imported by keystatic.config.ts (editor and server): no secret, no reader.
 */
const FOLDER = 'content/hubs';

/** Each hub: its entry in the editor, its route, its file and the tokens its introduction may use. */
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
    tokens: { INTEGRATIONS: 'the number of integrations in the directory' },
  },
  resourcesHub: {
    label: 'Hub: Resources',
    route: '/resources',
    file: `${FOLDER}/resources`,
    tokens: {},
  },
} as const;

export type HubKey = keyof typeof HUB_SINGLETONS;

/** The tokens a hub's introduction may hold, e.g. 'INTEGRATIONS'. */
export type HubToken<Key extends HubKey> = keyof (typeof HUB_SINGLETONS)[Key]['tokens'] & string;

const introDescription = (tokens: Record<string, string>) => {
  const named = Object.entries(tokens).map(([token, what]) => `{${token}} for ${what}`);
  return named.length === 0
    ? 'The paragraph under the heading.'
    : `The paragraph under the heading. Write ${named.join(', ')}: the site fills it in.`;
};

const hubFields = (tokens: Record<string, string>) => ({
  eyebrow: fields.text({
    label: 'Eyebrow',
    description: 'The short line above the heading.',
    validation: { isRequired: true },
  }),
  title: fields.text({
    label: 'Heading',
    description: "The page's one main heading.",
    validation: { isRequired: true },
  }),
  intro: fields.text({
    label: 'Introduction',
    description: introDescription(tokens),
    multiline: true,
    validation: { isRequired: true },
  }),
});

const hub = ({
  label,
  route,
  file,
  tokens,
}: {
  label: string;
  route: string;
  file: string;
  tokens: Record<string, string>;
}) =>
  singleton({
    label,
    path: file,
    format: { data: 'yaml' },
    previewUrl: previewLink(route),
    schema: hubFields(tokens),
  });

/** Spread into keystatic.config.ts. */
export const hubSingletons = Object.fromEntries(
  Object.entries(HUB_SINGLETONS).map(([key, row]) => [key, hub(row)]),
) as { [Key in HubKey]: ReturnType<typeof hub> };
