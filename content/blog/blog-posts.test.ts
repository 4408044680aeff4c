import fs from 'node:fs';
import path from 'node:path';
import { siteNow, siteToday } from '@/lib/clock';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { blogPostProblems, readBlogPosts } from './index';

const POSTS_DIR = path.join(process.cwd(), 'content/blog/posts');
const [aPostFile] = fs.readdirSync(POSTS_DIR).filter((name) => name.endsWith('.mdoc'));
const aPost = fs.readFileSync(path.join(POSTS_DIR, aPostFile!), 'utf8');

/** A throwaway checkout holding one post file, `writing-slas.mdoc`, with the given text. */
const checkoutWithPost = (text: string) =>
  throwawayCheckout({ 'content/blog/posts/writing-slas.mdoc': text });

/** The day after the site's clock (the tests' instant, decision 0105), whatever today's date is. */
const tomorrow = () => new Date(siteNow() + 86_400_000).toISOString().slice(0, 10);

describe('blog posts as editors save them (content/blog/posts/*.mdoc)', () => {
  let root = '';
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
    root = '';
  });

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

  it('refuses, through the editor’s schema, a post without a title or with an unknown author', async () => {
    root = checkoutWithPost(aPost.replace(/^title: .*$/m, 'title: ""'));
    await expect(readBlogPosts(root)).rejects.toThrow(/"writing-slas"[\s\S]*title/);
    fs.rmSync(root, { recursive: true, force: true });
    root = checkoutWithPost(aPost.replace(/^author: .*$/m, 'author: "nobody-here"'));
    await expect(readBlogPosts(root)).rejects.toThrow(/author: Must be a valid option/);
  });
});
