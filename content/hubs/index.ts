import type { ComponentSchema } from '@keystatic/core';
import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';
import { escapeRegExp } from '@/lib/escape-regexp';
import { contentReader } from '@/lib/server/content/reader';
import { HUB_SINGLETONS, hubSingletons, type HubKey, type HubToken } from './keystatic';

/** What a hub shows of its singleton: the editor's words with the figures filled in. */
export type HubCopy<Key extends HubKey> = Entry<(typeof keystaticConfig)['singletons'][Key]>;

/**
 * The figure a token stands for: a text, or one worked out from the text that holds it (how many
 * integrations a sentence leaves unnamed).
 */
export type HubFigure = string | ((text: string) => string);

const TOKEN = /\{([A-Z_]+)\}/g;

/** A field's name as the editor shows it, after its group's ("Search results: SEO description"). */
function labelOf(schema: Record<string, ComponentSchema>, trail: readonly string[]): string {
  const names: string[] = [];
  let fields: Record<string, ComponentSchema> | undefined = schema;
  for (const name of trail) {
    const field: ComponentSchema | undefined = fields?.[name];
    if (field && 'label' in field && field.label) names.push(field.label);
    fields = field?.kind === 'object' ? field.fields : undefined;
  }
  return names.join(': ');
}

/**
 * A hub's words as the editor saved them (decisions 0252, 0254), read at each call so a
 * regenerated page shows the latest save, each token in any of its texts replaced by the figure
 * the page gives. A token the hub does not know is refused, naming the file, the field and the
 * tokens it knows: the page would otherwise show the braces.
 */
export async function readHub<Key extends HubKey>(
  key: Key,
  figures: Record<HubToken<Key>, HubFigure>,
  root?: string,
): Promise<HubCopy<Key>> {
  const entry: unknown = await contentReader(root).singletons[key].readOrThrow();
  const known: Record<string, HubFigure> = figures;
  const schema: Record<string, ComponentSchema> = hubSingletons[key].schema;
  const problems: string[] = [];
  const fill = (value: unknown, trail: string[]): unknown => {
    if (typeof value === 'string') {
      const unknown = [...value.matchAll(TOKEN)].filter(([, name]) => !(name! in known));
      if (unknown.length > 0) {
        const tokens = unknown.map(([token]) => token).join(', ');
        problems.push(`unknown token ${tokens} in ${labelOf(schema, trail)}`);
      }
      return value.replace(TOKEN, (token, name: string) => {
        const figure = known[name] ?? token;
        return typeof figure === 'string' ? figure : figure(value);
      });
    }
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([field, inner]) => [field, fill(inner, [...trail, field])]),
    );
  };
  const filled = fill(entry, []) as HubCopy<Key>;
  if (problems.length > 0) {
    const tokens = Object.keys(known).map((name) => `{${name}}`);
    const allowed = tokens.length > 0 ? `it may hold ${tokens.join(', ')}` : 'it holds none';
    throw new Error(
      `Invalid content:\n${problems
        .map((problem) => `- ${HUB_SINGLETONS[key].file}.yaml: ${problem} (${allowed})`)
        .join('\n')}`,
    );
  }
  return filled;
}

/**
 * How many of these names a text leaves out: `{OTHER_INTEGRATIONS}` in "Salesforce, HubSpot and
 * {OTHER_INTEGRATIONS} more" stays right when an editor names one tool more or fewer. A name
 * counts as named when it stands as a whole word, in its own capitals.
 */
export const namesLeftOut = (names: readonly string[]) => (text: string) =>
  String(
    names.filter((name) => !new RegExp(`(?<!\\w)${escapeRegExp(name)}(?!\\w)`).test(text)).length,
  );
