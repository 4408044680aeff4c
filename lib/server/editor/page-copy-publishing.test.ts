import fs from 'node:fs';
import path from 'node:path';
import { FORM_PAGE_SINGLETONS } from '@/content/form-pages/keystatic';
import { HUB_SINGLETONS } from '@/content/hubs/keystatic';
import { blogPageCount, getPosts } from '@/lib/content/blog';
import { pathsShowing, publishSave } from './publishing';

/**
 * Decisions 0252 and 0254: saving the words of a form page, a hub or the blog's title and
 * introduction regenerates the pages that show them, and only those.
 */

/** Every page file under pages/, as its route (pages/resources/index.tsx is /resources). */
function pageRoutes(folder = 'pages'): { route: string; source: string }[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageRoutes(file);
    if (!entry.name.endsWith('.tsx')) return [];
    const route = `/${file.replace(/^pages\//, '').replace(/(\/?index)?\.tsx$/, '')}`;
    return [{ route, source: fs.readFileSync(file, 'utf8') }];
  });
}

/** A page reading a singleton: `formPageProps('startupsPage')`, `readHub('resourcesHub', ...)`. */
const READS = /\b(?:formPageProps|readHub)\('([A-Za-z]+)'/g;

const SINGLETONS: Record<string, { file: string; route: string }> = {
  ...FORM_PAGE_SINGLETONS,
  ...HUB_SINGLETONS,
};

describe('publishing a save of a page’s own words (local mode)', () => {
  it('regenerates each form page for its file, and nothing else', async () => {
    const saved: [string, string][] = [
      ['content/form-pages/partners-channel.yaml', '/partners/channel'],
      ['content/form-pages/partners-integration.yaml', '/partners/integration'],
      ['content/form-pages/startups.yaml', '/startups'],
      ['content/form-pages/customer-advocacy.yaml', '/customer-advocacy'],
      ['content/form-pages/customer-referral.yaml', '/customer-referral'],
    ];
    for (const [file, route] of saved) {
      expect([file, await pathsShowing([file])]).toEqual([file, [route]]);
    }
  });

  it('regenerates each hub for its words, and nothing else', async () => {
    expect(await pathsShowing(['content/hubs/customer-stories.yaml'])).toEqual([
      '/customer-stories',
    ]);
    expect(await pathsShowing(['content/hubs/integrations.yaml'])).toEqual(['/integrations']);
    expect(await pathsShowing(['content/hubs/resources.yaml'])).toEqual(['/resources']);
  });

  it('regenerates /blog and its older list pages for the blog’s title, no post or category', async () => {
    const pages = blogPageCount((await getPosts()).length);
    expect(pages).toBeGreaterThan(1);
    expect(await pathsShowing(['content/blog/settings.yaml'])).toEqual([
      '/blog',
      ...Array.from({ length: pages - 1 }, (_, index) => `/blog/page/${index + 2}`),
    ]);
  });

  it('regenerates every page that reads a form page’s or a hub’s words when that file is saved', async () => {
    const readers = pageRoutes().flatMap(({ route, source }) =>
      [...source.matchAll(READS)].map(([, key]) => ({ key: key!, route })),
    );
    // Each of the eight singletons is read by a page; the pattern above finds them all.
    expect(new Set(readers.map(({ key }) => key))).toEqual(new Set(Object.keys(SINGLETONS)));
    for (const { key, route } of readers) {
      const file = `${SINGLETONS[key]!.file}.yaml`;
      expect([file, (await pathsShowing([file])).includes(route)]).toEqual([file, true]);
    }
  });

  it('asks Next to regenerate the page when the editor’s save writes its file', async () => {
    for (const [key, { file, route }] of Object.entries(SINGLETONS)) {
      const asked: string[] = [];
      const revalidate = (page: string) => {
        asked.push(page);
        return Promise.resolve();
      };
      await publishSave({ revalidate }, { additions: [{ path: `${file}.yaml`, contents: '' }] });
      expect([key, asked]).toEqual([key, [route]]);
    }
  });
});
