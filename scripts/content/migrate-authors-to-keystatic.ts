/**
 * One-off move of the blog's authors and categories from TypeScript into Keystatic's files
 * (issue 15 item 1, decision 0195), beside migrate-to-keystatic.ts (blog posts):
 *
 * - content/authors.ts -> content/blog/authors/<slug>.yaml (the avatar stays where it is drawn,
 *   public/blog/authors/<slug>.svg; an editor's upload goes beside it);
 * - content/categories.ts -> content/blog/categories/<slug>.yaml, the list's order kept as each
 *   category's position in the blog navigation.
 *
 * Posts keep their files: the author and category they name were already the slugs that the
 * editor's relationship fields store.
 *
 * Re-runnable: it converts whatever TypeScript source is still present (a merge may bring one
 * back) and leaves the rest alone. Run: node --import tsx scripts/content/migrate-authors-to-keystatic.ts
 */
import fs from 'node:fs';
import { load, toYaml } from './keystatic-files';

interface OldAuthor {
  slug: string;
  name: string;
  role: string;
  bio: string;
  avatar: { src: string; alt: string };
}

interface OldCategory {
  slug: string;
  name: string;
  description: string;
}

/** Writes each entry as content/blog/<folder>/<slug>.yaml and removes the TypeScript source. */
async function migrate<T extends { slug: string }>(
  source: string,
  name: string,
  folder: string,
  toEntry: (item: T, index: number) => Record<string, string | number | Record<string, string>>,
): Promise<number> {
  if (!fs.existsSync(source)) return 0;
  const items = await load<T[]>(source, name);
  fs.mkdirSync(`content/blog/${folder}`, { recursive: true });
  items.forEach((item, index) => {
    fs.writeFileSync(
      `content/blog/${folder}/${item.slug}.yaml`,
      `${toYaml(toEntry(item, index))}\n`,
    );
  });
  fs.rmSync(source);
  return items.length;
}

async function main() {
  // Fields in the order Keystatic writes them (keystatic.config.ts), so a save is a small diff.
  const authors = await migrate<OldAuthor>(
    'content/authors.ts',
    'authors',
    'authors',
    ({ name, role, bio, avatar }) => ({
      name,
      role,
      bio,
      avatar: { image: avatar.src, alt: avatar.alt },
    }),
  );
  const categories = await migrate<OldCategory>(
    'content/categories.ts',
    'categories',
    'categories',
    ({ name, description }, index) => ({ name, description, position: index + 1 }),
  );
  console.info(`${authors} authors and ${categories} categories moved.`);
}

void main();
