import fs from 'node:fs';
import Markdoc from '@markdoc/markdoc';
import { throwawayCheckout as checkoutWith } from '@/tests/support/throwaway-checkout';
import { contentReader } from './reader';

describe("Keystatic's reader under Jest", () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the announcement banner an editor saved, as the editor wrote it', async () => {
    root = checkoutWith({
      'content/site/announcement.yaml': [
        'id: winter-release',
        'text: The winter release is here',
        'link:',
        '  label: See what is new',
        '  href: /product',
        'enabled: true',
      ].join('\n'),
    });
    await expect(contentReader(root).singletons.announcement.read()).resolves.toEqual({
      id: 'winter-release',
      text: 'The winter release is here',
      link: { label: 'See what is new', href: '/product' },
      enabled: true,
    });
  });

  it("reads a collection's entries with their Markdoc body", async () => {
    root = checkoutWith({
      'content/blog/posts/queues-that-drain.mdoc': [
        '---',
        'title: Queues that drain',
        'excerpt: How a team of four kept the shared inbox at zero through the busiest week of the year.',
        'author: maya-okafor',
        'category: shared-inbox',
        'date: 2026-03-02',
        'draft: true',
        'cover:',
        '  image: /blog/covers/queues-that-drain.png',
        '  alt: A queue chart falling to zero',
        '---',
        '## Start with the oldest',
        '',
        'Answer the oldest message first.',
        '',
      ].join('\n'),
    });
    const [post, ...others] = await contentReader(root).collections.posts.all();
    expect(others).toHaveLength(0);
    expect(post?.slug).toBe('queues-that-drain');
    expect(post?.entry).toMatchObject({
      title: 'Queues that drain',
      date: '2026-03-02',
      draft: true,
    });
    const body = await post!.entry.body();
    expect(Markdoc.format(body.node).trim()).toBe(
      '## Start with the oldest\n\nAnswer the oldest message first.',
    );
  });
});
