/**
 * One-off move of the compare pages, pricing, and the navigation and footer from TypeScript into
 * Keystatic's files (issue 15 item 1, decisions 0187-0188), beside migrate-to-keystatic.ts (blog
 * posts) and migrate-stories-to-keystatic.ts:
 *
 * - content/compare/<slug>.ts -> content/compare/<slug>.yaml (the slug is the file's name);
 * - content/pricing/index.ts -> content/pricing.yaml: each plan names its plan (its name and
 *   minimum seats are constants/plans.ts), table values true/false become "yes"/"no";
 * - content/navigation.ts -> content/navigation.yaml (decision 0191): menu items and header buttons
 *   become blocks (link or drawer; link or form), a drawer's picture and promo banner become
 *   "show" boxes, and the footer's compare column joins the footer;
 *
 * Re-runnable: it converts whatever TypeScript source is still present (a merge may bring one
 * back) and leaves the rest alone. Run: node --import tsx scripts/content/migrate-site-content-to-keystatic.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { load, toYaml, unquoteDates, type Yaml } from './keystatic-files';

const writeYaml = (file: string, data: Yaml) =>
  fs.writeFileSync(file, `${unquoteDates(toYaml(data))}\n`);

interface OldComparison {
  slug: string;
  [field: string]: Yaml;
}

async function migrateComparisons(): Promise<number> {
  const dir = 'content/compare';
  const sources = fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
  for (const name of sources) {
    const { slug, ...comparison } = await load<OldComparison>(path.join(dir, name), 'comparison');
    writeYaml(path.join(dir, `${slug}.yaml`), comparison);
    fs.rmSync(path.join(dir, name));
    console.info(`${dir}/${name} -> ${slug}.yaml`);
  }
  fs.rmSync(path.join(dir, 'index.ts'), { force: true });
  return sources.length;
}

interface OldPricing {
  plans: { slug: string; name: string; minimumSeats: number; [field: string]: Yaml }[];
  comparison: {
    name: string;
    rows: { label: string; values: Record<string, boolean | string> }[];
  }[];
  faq: Yaml;
}

const tableValue = (value: boolean | string) =>
  value === true ? 'yes' : value === false ? 'no' : value;

async function migratePricing(): Promise<number> {
  const source = 'content/pricing/index.ts';
  if (!fs.existsSync(source)) return 0;
  const pricing = await load<OldPricing>(source, 'pricing');
  writeYaml('content/pricing.yaml', {
    plans: pricing.plans.map(({ slug, name: _name, minimumSeats: _seats, ...plan }) => ({
      plan: slug,
      ...plan,
    })),
    comparison: pricing.comparison.map((group) => ({
      name: group.name,
      rows: group.rows.map((row) => ({
        label: row.label,
        values: Object.fromEntries(
          Object.entries(row.values).map(([plan, value]) => [plan, tableValue(value)]),
        ),
      })),
    })),
    faq: pricing.faq,
  });
  fs.rmSync('content/pricing', { recursive: true });
  return pricing.plans.length;
}

interface OldLink {
  title: string;
  href: string;
  subtitle?: string;
  icon?: string;
  tag?: string;
}
interface OldSection {
  title: string;
  links: OldLink[];
}
type OldMenuItem =
  | { type: 'link'; title: string; href: string; tag?: string }
  | {
      type: 'drawer';
      title: string;
      subtitle?: string;
      sections: OldSection[];
      featuredTitle?: string;
      featuredLinks?: OldLink[];
      image?: { src: string; alt: string; width: number; height: number };
      promoBanner?: { eyebrow: string; title: string; href: string; cta: string };
    };
type OldAction = { kind: string; label: string } & ({ href: string } | { action: string });
interface OldNavigation {
  primaryNav: OldMenuItem[];
  actions: OldAction[];
  footer: {
    columns: { sections: OldSection[]; featuredLinks?: OldLink[] }[];
    smallLinkColumns: OldSection[];
    legalLinks: OldLink[];
  };
}

// Keystatic's shapes: a block is { discriminant, value }; a "show" box with nothing under it is
// { discriminant: false }. Empty optional texts are left out (the reader reads them as '').
const link = ({ title, href, subtitle, icon, tag }: OldLink): Yaml => ({
  title,
  href,
  subtitle,
  icon,
  tag,
});
const section = ({ title, links }: OldSection): Yaml => ({ title, links: links.map(link) });
const shown = (value: Yaml | undefined): Yaml =>
  value === undefined ? { discriminant: false } : { discriminant: true, value };

async function migrateNavigation(): Promise<number> {
  const source = 'content/navigation.ts';
  if (!fs.existsSync(source)) return 0;
  const navigation = await load<OldNavigation>(source, 'navigation');
  const compareColumn = await load<OldSection>(source, 'footerCompareColumn');
  writeYaml('content/navigation.yaml', {
    primaryNav: navigation.primaryNav.map((item) =>
      item.type === 'link'
        ? { discriminant: 'link', value: { title: item.title, href: item.href, tag: item.tag } }
        : {
            discriminant: 'drawer',
            value: {
              title: item.title,
              subtitle: item.subtitle,
              sections: item.sections.map(section),
              featuredTitle: item.featuredTitle,
              featuredLinks: (item.featuredLinks ?? []).map(link),
              image: shown(item.image),
              promoBanner: shown(item.promoBanner),
            },
          },
    ),
    actions: navigation.actions.map(({ kind, label, ...target }) =>
      'href' in target
        ? { discriminant: 'link', value: { kind, label, href: target.href } }
        : { discriminant: 'form', value: { kind, label, action: target.action } },
    ),
    footer: {
      columns: navigation.footer.columns.map((column) => ({
        sections: column.sections.map(section),
        featuredLinks: (column.featuredLinks ?? []).map(link),
      })),
      smallLinkColumns: navigation.footer.smallLinkColumns.map(section),
      compareColumn: section(compareColumn),
      legalLinks: navigation.footer.legalLinks.map(link),
    },
  });
  fs.rmSync(source);
  return navigation.primaryNav.length;
}

async function main() {
  console.info(`${await migrateComparisons()} compare pages moved.`);
  console.info(`${await migratePricing()} pricing plans moved.`);
  console.info(`${await migrateNavigation()} menu items (and the footer) moved.`);
}

void main();
