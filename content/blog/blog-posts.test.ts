import fs from 'node:fs';
import path from 'node:path';
import { siteNow, siteToday } from '@/lib/clock';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { blogPostProblems, readBlog, readBlogPosts } from './index';

const POSTS_DIR = path.join(process.cwd(), 'content/blog/posts');
const [aPostFile] = fs.readdirSync(POSTS_DIR).filter((name) => name.endsWith('.mdoc'));
const aPost = fs.readFileSync(path.join(POSTS_DIR, aPostFile!), 'utf8');

/** The editor's files of a blog folder (authors, categories), path -> text. */
const filesOf = (folder: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(process.cwd(), folder))
      .map((name) => [
        `${folder}/${name}`,
        fs.readFileSync(path.join(process.cwd(), folder, name), 'utf8'),
      ]),
  );

/**
 * A throwaway checkout holding this checkout's authors and categories (with `changes` applied,
 * a null text removing the file) and one post file, `writing-slas.mdoc`, with the given text.
 */
const checkoutWithPost = (text: string, changes: Record<string, string | null> = {}) => {
  const files: Record<string, string | null> = {
    ...filesOf('content/blog/authors'),
    ...filesOf('content/blog/categories'),
    'content/blog/posts/writing-slas.mdoc': text,
    ...changes,
  };
  return throwawayCheckout(
    Object.fromEntries(
      Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  );
};

/** The day after the site's clock (the tests' instant, decision 0105), whatever today's date is. */
const tomorrow = () => new Date(siteNow() + 86_400_000).toISOString().slice(0, 10);

/** The throwaway checkout of the running test, removed after it. */
let root = '';
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('blog posts as editors save them (content/blog/posts/*.mdoc)', () => {
  it('reads every file of the folder as a post that keeps every content rule', async () => {
    const posts = await readBlogPosts();
    expect(posts.map((p) => `${p.slug}.mdoc`).sort()).toEqual(fs.readdirSync(POSTS_DIR).sort());
    for (const post of posts) {
      expect(blogPostProblems(post)).toEqual([]);
      expect(post.date <= siteToday()).toBe(true);
      expect(post.title.length).toBeGreaterThan(0);
      expect(post.cover.alt.length).toBeGreaterThan(0);
    }
  });

  it('shows an editor’s saved change at the next read', async () => {
    root = checkoutWithPost(aPost);
    const [before] = await readBlogPosts(root);
    const file = path.join(root, 'content/blog/posts/writing-slas.mdoc');
    fs.writeFileSync(file, aPost.replace(/^title: .*$/m, 'title: "Saved a moment ago"'));
    const [after] = await readBlogPosts(root);
    expect(before!.title).not.toBe('Saved a moment ago');
    expect(after!.title).toBe('Saved a moment ago');
  });

  it('refuses a post dated after the site’s clock, naming its file', async () => {
    root = checkoutWithPost(aPost.replace(/^date: .*$/m, `date: ${tomorrow()}`));
    await expect(readBlogPosts(root)).rejects.toThrow(
      'content/blog/posts/writing-slas.mdoc: date must not be in the future',
    );
  });

  it('refuses an update dated after the site’s clock', async () => {
    root = checkoutWithPost(aPost.replace(/^date: (.*)$/m, `date: $1\nupdated: ${tomorrow()}`));
    await expect(readBlogPosts(root)).rejects.toThrow(
      'content/blog/posts/writing-slas.mdoc: updated must not be in the future',
    );
  });

  it('refuses a level-1 heading and a body too short for a post', async () => {
    const frontMatter = aPost.slice(0, aPost.indexOf('\n---\n') + 5);
    root = checkoutWithPost(`${frontMatter}# A second title\n\nToo short.\n`);
    const problems = (await readBlogPosts(root).catch((error: Error) => error.message)) as string;
    expect(problems).toContain(
      'body must not contain a level-1 heading (the page title is the <h1>)',
    );
    expect(problems).toContain('body is too short for a post (at least 1,200 characters)');
  });

  it('refuses, through the editor’s schema, a post without a title', async () => {
    root = checkoutWithPost(aPost.replace(/^title: .*$/m, 'title: ""'));
    await expect(readBlogPosts(root)).rejects.toThrow(/"writing-slas"[\s\S]*title/);
  });

  it('refuses a post naming an author the editor does not hold, naming the post and the author', async () => {
    root = checkoutWithPost(aPost.replace(/^author: .*$/m, 'author: "nobody-here"'));
    await expect(readBlogPosts(root)).rejects.toThrow(
      "content/blog/posts/writing-slas.mdoc: author 'nobody-here' is not in content/blog/authors/",
    );
  });

  it('refuses a post whose category was removed, naming the post and the category', async () => {
    const category = /^category: "(.*)"$/m.exec(aPost)![1]!;
    root = checkoutWithPost(aPost, { [`content/blog/categories/${category}.yaml`]: null });
    await expect(readBlogPosts(root)).rejects.toThrow(
      `content/blog/posts/writing-slas.mdoc: category '${category}' is not in content/blog/categories/`,
    );
  });
});

describe('authors and categories as editors save them (content/blog/{authors,categories}/*.yaml)', () => {
  it('reads every author and category file, categories in the blog navigation’s order', async () => {
    const { authors, categories } = await readBlog();
    expect(authors.map((a) => `${a.slug}.yaml`)).toEqual(
      fs.readdirSync('content/blog/authors').sort(),
    );
    expect(categories.map((c) => c.slug)).toEqual([
      'shared-inbox',
      'help-desk',
      'live-chat',
      'knowledge-base',
      'ai-automation',
      'analytics',
    ]);
    expect(authors.find((a) => a.slug === 'maya-okafor')).toEqual({
      slug: 'maya-okafor',
      name: 'Maya Okafor',
      role: 'Head of Customer Experience',
      bio: 'Maya has run support teams of five and of two hundred. She writes about queue design, service levels and the quiet craft of a good reply.',
      avatar: {
        src: '/blog/authors/maya-okafor.svg',
        alt: 'Maya Okafor’s monogram',
        width: 96,
        height: 96,
      },
    });
  });

  it('shows an author’s saved bio and a category’s new position at the next read', async () => {
    const author = /^author: "(.*)"$/m.exec(aPost)![1]!;
    root = checkoutWithPost(aPost);
    const authorFile = path.join(root, `content/blog/authors/${author}.yaml`);
    fs.writeFileSync(
      authorFile,
      fs
        .readFileSync(authorFile, 'utf8')
        .replace(/^bio: .*$/m, 'bio: "Saved a moment ago, and long enough for a bio."'),
    );
    const analytics = path.join(root, 'content/blog/categories/analytics.yaml');
    fs.writeFileSync(
      analytics,
      fs.readFileSync(analytics, 'utf8').replace(/^position: .*$/m, 'position: 0'),
    );
    await expect(readBlog(root)).rejects.toThrow(/"analytics"[\s\S]*position/);
    fs.writeFileSync(
      analytics,
      fs.readFileSync(analytics, 'utf8').replace(/^position: .*$/m, 'position: 1'),
    );
    const { authors, categories } = await readBlog(root);
    expect(authors.find((a) => a.slug === author)!.bio).toBe(
      'Saved a moment ago, and long enough for a bio.',
    );
    expect(categories.slice(0, 2).map((c) => c.slug)).toEqual(['analytics', 'shared-inbox']);
  });

  it('refuses, through the editor’s schema, an author whose bio is too short', async () => {
    root = checkoutWithPost(aPost);
    const file = path.join(root, 'content/blog/authors/priya-raman.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^bio: .*$/m, 'bio: "Short."'));
    await expect(readBlog(root)).rejects.toThrow(/"priya-raman"[\s\S]*bio/);
  });
});
