import fs from 'node:fs';
import path from 'node:path';
import { readBlog, type Author, type BlogPost } from '@/content/blog';
import { summarizePosts } from '@/lib/content/blog';
import { wordCount } from '@/lib/content/plain-text';
import {
  avatarColourOf,
  assignAvatarColours,
  coverAlt,
  drawAvatar,
  drawCover,
  sectionHeadings,
} from './blog-art';
import { interFonts, outlineSvgText } from './svg-text-outline';

const read = (src: string) => fs.readFileSync(path.join('public', src), 'utf8');
/** The drawing with every colour and opacity taken out: what is left is its shapes. */
const shapes = (svg: string) =>
  svg
    .replace(/(stop-color|fill|stroke|flood-color)="[^"]*"/g, '')
    .replace(/[a-z-]*opacity="[^"]*"/g, '');

let blogPosts: BlogPost[] = [];
let authors: Author[] = [];
beforeAll(async () => {
  ({ posts: blogPosts, authors } = await readBlog());
});

describe('blog covers (issue 17 item 3)', () => {
  it('gives every post its own cover file under public/blog/covers/ by slug', () => {
    for (const post of blogPosts) expect(post.cover.src).toBe(`/blog/covers/${post.slug}.svg`);
    const files = blogPosts.map((post) => read(post.cover.src));
    expect(new Set(files).size).toBe(blogPosts.length);
  });

  it('draws covers that differ in shapes and words, not only in colour', () => {
    const drawn = blogPosts.map((post) => shapes(read(post.cover.src)));
    expect(new Set(drawn).size).toBe(blogPosts.length);
    // The words are the post's own section headings, so two posts of a category read differently.
    for (const post of blogPosts) expect(sectionHeadings(post).length).toBeGreaterThanOrEqual(2);
  });

  it('describes each cover by what it shows, in its own words', () => {
    const alts = blogPosts.map((post) => post.cover.alt);
    expect(new Set(alts).size).toBe(blogPosts.length);
    for (const post of blogPosts) {
      expect(post.cover.alt).toBe(coverAlt(post).replace(/'/g, '’'));
      expect(post.cover.alt).toContain(sectionHeadings(post)[0]!.replace(/'/g, '’'));
    }
  });

  it('has cover files that are what the generator draws from the post today', () => {
    const post = blogPosts.find((candidate) => candidate.slug === 'writing-slas-you-can-keep')!;
    expect(outlineSvgText(drawCover(post), interFonts())).toBe(read(post.cover.src));
  });
});

describe('author avatars', () => {
  it('gives each author a monogram disc of their own colour, with their initials', () => {
    const colours = authors.map((author) => avatarColourOf(read(author.avatar.src))!);
    expect(new Set(colours).size).toBe(authors.length);
    authors.forEach((author, index) => {
      expect(read(author.avatar.src)).toBe(
        outlineSvgText(drawAvatar(author, colours[index]!), interFonts()),
      );
      expect(author.avatar.alt).toBe(`${author.name}’s monogram`);
    });
  });

  it('keeps each drawn author’s colour and gives a new author one nobody has', () => {
    const drawn: Record<string, string> = { 'maya-okafor': '#111111', 'tom-lindqvist': '#222222' };
    const colours = assignAvatarColours(
      [{ slug: 'ada-new' }, { slug: 'maya-okafor' }, { slug: 'tom-lindqvist' }],
      (slug) => drawn[slug],
    );
    expect(colours.get('maya-okafor')).toBe('#111111');
    expect(colours.get('tom-lindqvist')).toBe('#222222');
    expect(['#111111', '#222222']).not.toContain(colours.get('ada-new'));
    expect(colours.get('ada-new')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('reading time', () => {
  it('is computed from the words: 220 a minute, rounded up', async () => {
    const summaries = await summarizePosts(blogPosts);
    blogPosts.forEach((post, index) => {
      expect(summaries[index]!.readingMinutes).toBe(Math.ceil(wordCount(post.body) / 220));
    });
    const long = { ...blogPosts[0]!, body: Array.from({ length: 700 }, () => 'word').join(' ') };
    expect((await summarizePosts([long]))[0]!.readingMinutes).toBe(4);
  });
});
