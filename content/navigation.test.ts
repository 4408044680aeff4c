import { existsSync } from 'node:fs';
import path from 'node:path';
import { EXTERNAL_LINKS } from '@/constants/links';
import { AWARDS } from './awards';
import { readComparisons } from './comparisons';
import { footerCompareColumn, navigation, type NavLink } from './navigation';

const publicFile = (url: string) => path.join(__dirname, '..', 'public', url);

function allLinks(): NavLink[] {
  const links: NavLink[] = [];
  for (const item of navigation.primaryNav) {
    if (item.type === 'link') links.push({ title: item.title, href: item.href });
    else {
      links.push(...item.sections.flatMap((s) => s.links), ...(item.featuredLinks ?? []));
      if (item.promoBanner)
        links.push({ title: item.promoBanner.title, href: item.promoBanner.href });
    }
  }
  for (const column of navigation.footer.columns) {
    links.push(...column.sections.flatMap((s) => s.links), ...(column.featuredLinks ?? []));
  }
  links.push(...navigation.footer.smallLinkColumns.flatMap((s) => s.links));
  links.push(...navigation.footer.legalLinks);
  return links;
}

describe('navigation content', () => {
  it('links only to site paths or https URLs', () => {
    for (const link of allLinks()) {
      expect(link.href).toMatch(/^(\/[a-z0-9\-/]*|https:\/\/\S+)$/);
    }
  });

  it("has the header actions of the spec: 'Sign in' to the app, demo and trial modals", () => {
    expect(navigation.actions).toEqual([
      { kind: 'link', label: 'Sign in', href: EXTERNAL_LINKS.appSignIn },
      { kind: 'secondary', label: 'Request a demo', action: 'demo' },
      { kind: 'primary', label: 'Try for free', action: 'trial' },
    ]);
  });

  it('gives every drawer at least one section of links and unique titles', () => {
    const titles = navigation.primaryNav.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const item of navigation.primaryNav) {
      if (item.type === 'drawer') {
        expect(item.sections.length).toBeGreaterThan(0);
        for (const section of item.sections) expect(section.links.length).toBeGreaterThan(0);
        if (item.image) expect(existsSync(publicFile(item.image.src))).toBe(true);
      }
    }
  });
});

describe('footer compare column', () => {
  it('lists exactly the published comparison pages', async () => {
    const comparisons = await readComparisons();
    expect(footerCompareColumn.links).toEqual(
      expect.arrayContaining(
        comparisons.map((c) => ({
          title: `Switchboard vs ${c.competitor}`,
          href: `/compare/${c.slug}`,
        })),
      ),
    );
    expect(footerCompareColumn.links).toHaveLength(comparisons.length);
  });
});

describe('logo farm content', () => {
  it('has award badges whose SVG files exist and whose size multipliers are sensible', () => {
    for (const award of AWARDS) {
      expect(existsSync(publicFile(award.svgUrl))).toBe(true);
      expect(award.sizeMultiplier).toBeGreaterThan(0.5);
      expect(award.sizeMultiplier).toBeLessThanOrEqual(2);
    }
  });
});
