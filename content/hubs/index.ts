import { contentReader } from '@/lib/server/content/reader';
import { HUB_SINGLETONS, type HubKey, type HubToken } from './keystatic';

/** What a hub's header shows: the editor's words with the figures filled in. */
export interface HubHeader {
  eyebrow: string;
  title: string;
  intro: string;
}

const TOKEN = /\{([A-Z_]+)\}/g;

/**
 * A hub's header as the editor saved it (decision 0252), read at each call so a regenerated page
 * shows the latest save, each token replaced by the figure the page gives. A token the hub does
 * not know is refused, naming the file and the tokens it knows: the page would otherwise show the
 * braces.
 */
export async function readHubHeader<Key extends HubKey>(
  key: Key,
  figures: Record<HubToken<Key>, string>,
  root?: string,
): Promise<HubHeader> {
  const { eyebrow, title, intro } = await contentReader(root).singletons[key].readOrThrow();
  const known: Record<string, string> = figures;
  const unknown = [...intro.matchAll(TOKEN)].filter(([, name]) => !(name! in known));
  if (unknown.length > 0) {
    const tokens = Object.keys(known).map((name) => `{${name}}`);
    throw new Error(
      `Invalid content:\n- ${HUB_SINGLETONS[key].file}.yaml: unknown token ${unknown
        .map(([token]) => token)
        .join(
          ', ',
        )} in the introduction (${tokens.length > 0 ? `it may hold ${tokens.join(', ')}` : 'it holds none'})`,
    );
  }
  return { eyebrow, title, intro: intro.replace(TOKEN, (_, name: string) => known[name]!) };
}
