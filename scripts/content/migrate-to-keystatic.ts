/**
 * One-off move of today's TypeScript content into Keystatic's files (issue 15, decision 0160):
 * each content/blog/posts/<slug>.ts becomes content/blog/posts/<slug>.mdoc (YAML front matter and
 * the Markdown body, which Markdoc reads as is), and the .ts file is removed.
 *
 * Re-runnable: it converts whatever .ts posts are present (after a merge brings some back, or
 * changes a cover) and leaves the others alone. Checked when it ran: read back through the site's
 * loader, all 15 posts gave the same fields and the same HTML as their TypeScript files. The
 * announcement banner (five fields) moved by hand to content/site/announcement.yaml. Run: node --import tsx scripts/content/migrate-to-keystatic.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A post as the TypeScript files held it before the move (content/blog/posts/<slug>.ts). */
interface TypeScriptPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  date: string;
  updated?: string;
  draft: boolean;
  cover: { src: string; alt: string };
  body: string;
}

const POSTS_DIR = path.resolve('content/blog/posts');

/** A YAML scalar: JSON's double-quoted strings are valid YAML. */
const scalar = (value: string | boolean) => JSON.stringify(value);

function postFile(post: TypeScriptPost): string {
  const lines = [
    `title: ${scalar(post.title)}`,
    `excerpt: ${scalar(post.excerpt)}`,
    `author: ${scalar(post.author)}`,
    `category: ${scalar(post.category)}`,
    `date: ${post.date}`,
    ...(post.updated ? [`updated: ${post.updated}`] : []),
    `draft: ${post.draft}`,
    'cover:',
    `  image: ${scalar(post.cover.src)}`,
    `  alt: ${scalar(post.cover.alt)}`,
  ];
  return `---\n${lines.join('\n')}\n---\n${post.body.trim()}\n`;
}

async function main() {
  const sources = fs.readdirSync(POSTS_DIR).filter((name) => name.endsWith('.ts'));
  for (const name of sources) {
    const file = path.join(POSTS_DIR, name);
    const { post } = (await import(pathToFileURL(file).href)) as { post: TypeScriptPost };
    fs.writeFileSync(path.join(POSTS_DIR, `${post.slug}.mdoc`), postFile(post));
    fs.rmSync(file);
    console.info(`content/blog/posts/${name} -> ${post.slug}.mdoc`);
  }
  console.info(`${sources.length} post(s) moved to Keystatic's files.`);
}

void main();
