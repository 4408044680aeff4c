import fs from 'node:fs';
import path from 'node:path';
import { readComparisons } from './comparisons';
import { EXTERNAL_LINKS } from '@/constants/links';
import keystaticConfig from '@/keystatic.config';
import { EDITOR_PREVIEW_PATH } from '@/lib/editor-paths';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import type { Navigation } from '@/lib/content/navigation-browser';
import { getPublicRoutes } from '@/lib/content/routes';
import { navigationLinks, readNavigation } from './site-navigation';

/**
 * The navigation and footer as editors save them (content/navigation.yaml, decision 0191), read
 * with Keystatic's reader, against the editor's rules (the reader refuses a file that breaks
 * them) and the rules it cannot hold: an internal link goes to a page that exists.
 */
const saved = fs.readFileSync(path.join(process.cwd(), 'content/navigation.yaml'), 'utf8');

/** Reads a changed copy of the saved file from a throwaway checkout. */
async function readChanged(text: string): Promise<Navigation> {
  const root = throwawayCheckout({ 'content/navigation.yaml': text });
  try {
    return await readNavigation(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Every address a visitor can follow: the links and the drawers' promo banners. */
function everyAddress(navigation: Navigation): string[] {
  const promos = navigation.primaryNav.flatMap((item) =>
    item.type === 'drawer' && item.promoBanner ? [item.promoBanner.href] : [],
  );
  return [...navigationLinks(navigation).map((link) => link.href), ...promos];
}

describe('the navigation and footer an editor saved', () => {
  it('links only to pages of this site that exist or to https addresses', async () => {
    const [navigation, routes] = await Promise.all([readNavigation(), getPublicRoutes()]);
    const sitePaths = new Set(routes.map((route) => route.path));
    for (const href of everyAddress(navigation)) {
      if (href.startsWith('/')) expect([href, sitePaths.has(href)]).toEqual([href, true]);
      else expect(href).toMatch(/^https:\/\/\S+$/);
    }
  });

  it('has no empty section or drawer, unique menu titles, and drawer pictures that exist', async () => {
    const navigation = await readNavigation();
    const titles = navigation.primaryNav.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
    const { columns, smallLinkColumns, compareColumn } = navigation.footer;
    const sections = [
      ...navigation.primaryNav.flatMap((item) => (item.type === 'drawer' ? item.sections : [])),
      ...columns.flatMap((column) => column.sections),
      ...smallLinkColumns,
      compareColumn,
    ];
    expect(navigation.primaryNav.filter((item) => item.type === 'drawer')).toHaveLength(3);
    for (const section of sections) {
      expect(section.title).not.toBe('');
      expect(section.links.length).toBeGreaterThan(0);
      for (const link of section.links) expect(link.title).not.toBe('');
    }
    for (const item of navigation.primaryNav) {
      if (item.type === 'drawer' && item.image) {
        expect(fs.existsSync(path.join(process.cwd(), 'public', item.image.src))).toBe(true);
      }
    }
  });

  it("has the header buttons of the spec: 'Sign in' to the app, the demo and trial forms", async () => {
    expect((await readNavigation()).actions).toEqual([
      { kind: 'link', label: 'Sign in', href: EXTERNAL_LINKS.appSignIn },
      { kind: 'secondary', label: 'Request a demo', action: 'demo' },
      { kind: 'primary', label: 'Try for free', action: 'trial' },
    ]);
  });

  it('lists exactly the published comparison pages in the footer’s compare column', async () => {
    const [navigation, comparisons] = await Promise.all([readNavigation(), readComparisons()]);
    expect(
      navigation.footer.compareColumn.links.map(({ title, href }) => ({ title, href })),
    ).toEqual(
      expect.arrayContaining(
        comparisons.map((c) => ({
          title: `Switchboard vs ${c.competitor}`,
          href: `/compare/${c.slug}`,
        })),
      ),
    );
    expect(navigation.footer.compareColumn.links).toHaveLength(comparisons.length);
  });

  it('reads a drawer’s picture and promo banner only when their boxes are ticked', async () => {
    const navigation = await readNavigation();
    const solutions = navigation.primaryNav.find((item) => item.title === 'Solutions');
    expect(solutions).toMatchObject({
      type: 'drawer',
      image: { src: '/illustrations/shell/drawer-solutions.svg', width: 320, height: 200 },
      promoBanner: { cta: 'Meet our customers', href: '/customer-stories' },
    });
    const hidden = await readChanged(saved.replace(/(image:\n\s+discriminant: )true/, '$1false'));
    expect(hidden.primaryNav[1]).not.toHaveProperty('image');
  });

  it('the reader refuses what the editor refuses: an http link, a section without links', async () => {
    await expect(
      readChanged(saved.replace('"https://help.switchboard.example/"', '"http://help.example"')),
    ).rejects.toThrow(/A path on this site \(\/pricing\) or an https:\/\/ address/);
    const emptySection = saved.replace(
      /(- title: "Popular"\n\s+links:)\n(\s+- title: .*\n\s+href: .*\n)+/,
      '$1 []\n',
    );
    expect(emptySection).not.toBe(saved);
    await expect(readChanged(emptySection)).rejects.toThrow();
  });
});

describe('the navigation’s Preview link', () => {
  it('opens the home page in preview (the header and footer are on every page)', () => {
    expect(keystaticConfig.singletons.navigation.previewUrl).toBe(`${EDITOR_PREVIEW_PATH}?path=/`);
  });
});
