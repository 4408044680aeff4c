/**
 * Draws every post's cover into public/blog/covers/{slug}.svg and every author's avatar into
 * public/blog/authors/{slug}.svg, words outlined (decision 0141):
 *
 *   node --import tsx scripts/content/draw-blog-art.ts
 *
 * Re-runnable: a cover depends only on its post's slug, category and section headings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBlog } from '@/content/blog';
import { avatarColourOf, assignAvatarColours, drawAvatar, drawCover } from './blog-art';
import { interFonts, outlineSvgText } from './svg-text-outline';

const fonts = interFonts();
const write = (file: string, svg: string) => {
  fs.writeFileSync(file, outlineSvgText(svg, fonts));
  console.info(`[draw-blog-art] ${file}: ${fs.statSync(file).size} bytes`);
};
async function main() {
  const { posts, authors } = await readBlog();
  for (const post of posts)
    write(path.join('public', 'blog', 'covers', `${post.slug}.svg`), drawCover(post));
  // An editor's uploaded photo lives beside these files (keystatic.config.ts's `authors`).
  const avatarFile = (slug: string) => path.join('public', 'blog', 'authors', `${slug}.svg`);
  const colours = assignAvatarColours(authors, (slug) =>
    fs.existsSync(avatarFile(slug))
      ? avatarColourOf(fs.readFileSync(avatarFile(slug), 'utf8'))
      : undefined,
  );
  for (const author of authors)
    write(avatarFile(author.slug), drawAvatar(author, colours.get(author.slug)!));
}

void main();
