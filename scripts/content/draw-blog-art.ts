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
import { authors } from '@/content/authors';
import { readBlogPosts } from '@/content/blog';
import { drawAvatar, drawCover } from './blog-art';
import { interFonts, outlineSvgText } from './svg-text-outline';

const fonts = interFonts();
const write = (file: string, svg: string) => {
  fs.writeFileSync(file, outlineSvgText(svg, fonts));
  console.info(`[draw-blog-art] ${file}: ${fs.statSync(file).size} bytes`);
};
async function main() {
  for (const post of await readBlogPosts())
    write(path.join('public', 'blog', 'covers', `${post.slug}.svg`), drawCover(post));
  authors.forEach((author, index) =>
    write(path.join('public', 'blog', 'authors', `${author.slug}.svg`), drawAvatar(author, index)),
  );
}

void main();
