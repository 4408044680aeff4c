import { collection, config, fields, singleton } from '@keystatic/core';
import { authors } from '@/content/authors';
import { categories } from '@/content/categories';
import { keystaticStorage } from '@/lib/keystatic-storage';
import { EDITOR_PREVIEW_PATH } from '@/lib/editor-paths';

/**
 * The editor's content model (Keystatic, decision 0160): every kind of content an editor touches is
 * a collection or a singleton here, and the site reads the same files with Keystatic's reader
 * (lib/server/content/reader.ts), so this file is the one source of each shape. Rules Keystatic
 * cannot express (dates not in the future, a post's body) are checked by the loaders as they read
 * (content/blog/index.ts, decision 0163) and by a test over every entry
 * (content/blog/blog-posts.test.ts).
 *
 * This module is imported by the editor's page (browser) and by the server: it holds no secret.
 */

const SLUG_PATTERN = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'Use a-z, 0-9 and -' };

/** Where an entry's Preview link goes: the editor's preview route, which opens the page. */
const previewLink = (sitePath: string) => `${EDITOR_PREVIEW_PATH}?path=${sitePath}`;

export const blogPostFields = {
  title: fields.slug({
    name: { label: 'Title', validation: { isRequired: true, length: { max: 110 } } },
    slug: {
      label: 'Address (slug)',
      description: 'The post lives at /blog/<slug>. Changing it after publishing breaks links.',
      validation: { pattern: SLUG_PATTERN },
    },
  }),
  excerpt: fields.text({
    label: 'Excerpt',
    description: 'One or two sentences for cards, search results and the meta description.',
    multiline: true,
    validation: { isRequired: true, length: { min: 60, max: 200 } },
  }),
  seoTitle: fields.text({
    label: 'SEO title',
    description: 'Shown in search results instead of the title (leave empty to use the title).',
    validation: { length: { max: 70 } },
  }),
  seoDescription: fields.text({
    label: 'SEO description',
    description: 'Leave empty to use the excerpt.',
    multiline: true,
    validation: { length: { max: 170 } },
  }),
  author: fields.select({
    label: 'Author',
    options: authors.map((a) => ({ label: a.name, value: a.slug })),
    defaultValue: authors[0]!.slug,
  }),
  category: fields.select({
    label: 'Category',
    options: categories.map((c) => ({ label: c.name, value: c.slug })),
    defaultValue: categories[0]!.slug,
  }),
  // "Not in the future" is checked when the site reads a post (content/blog/index.ts): Keystatic's
  // date limits are fixed strings, which a long-running server would hold past their day.
  date: fields.date({
    label: 'Publish date',
    description: 'Not in the future.',
    validation: { isRequired: true },
  }),
  updated: fields.date({
    label: 'Updated on',
    description: 'Only after a real revision; not in the future.',
  }),
  draft: fields.checkbox({
    label: 'Draft',
    description: 'Drafts show only in preview, never on the public site.',
    defaultValue: true,
  }),
  cover: fields.object(
    {
      image: fields.image({
        label: 'Cover image',
        description: 'Drawn at 1200 x 630 (the share-image ratio).',
        directory: 'public/blog/covers',
        publicPath: '/blog/covers/',
        validation: { isRequired: true },
      }),
      alt: fields.text({
        label: 'Cover description (alt text)',
        validation: { isRequired: true },
      }),
    },
    { label: 'Cover' },
  ),
  body: fields.markdoc({
    label: 'Body',
    description: 'Headings start at level 2 (the title is the page heading).',
    extension: 'mdoc',
    options: { heading: [2, 3, 4], image: false },
  }),
};

export const announcementFields = {
  id: fields.text({
    label: 'Banner id',
    description: 'Change it when the message changes, so visitors who closed the old one see it.',
    validation: { isRequired: true, pattern: SLUG_PATTERN },
  }),
  text: fields.text({ label: 'Text', validation: { isRequired: true, length: { max: 140 } } }),
  link: fields.object(
    {
      label: fields.text({ label: 'Link label', validation: { isRequired: true } }),
      href: fields.text({
        label: 'Link address',
        description: 'A path on this site (/...) or an https:// address.',
        validation: {
          isRequired: true,
          pattern: { regex: /^(\/|https:\/\/)/, message: 'Start with / or https://' },
        },
      }),
    },
    { label: 'Link' },
  ),
  enabled: fields.checkbox({ label: 'Show the banner', defaultValue: true }),
};

export default config({
  storage: keystaticStorage(
    process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE,
    process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
  ),
  ui: { brand: { name: 'Switchboard editor' } },
  collections: {
    posts: collection({
      label: 'Blog posts',
      path: 'content/blog/posts/*',
      slugField: 'title',
      format: { data: 'yaml', contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'date'],
      previewUrl: previewLink('/blog/{slug}'),
      schema: blogPostFields,
    }),
  },
  singletons: {
    announcement: singleton({
      label: 'Announcement banner',
      path: 'content/site/announcement',
      format: { data: 'yaml' },
      previewUrl: previewLink('/'),
      schema: announcementFields,
    }),
  },
});
