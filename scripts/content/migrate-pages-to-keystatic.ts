/**
 * Moves the block-built pages from TypeScript (content/pages/*.ts) into Keystatic's files
 * (issue 15 item 1, decision 0190), in the shape of content/pages/keystatic.ts's block field:
 *
 * the home page, /product and the product pages (home.ts, product.ts), the three solution pages
 * (solutions.ts), the industry and team pages (audiences.ts), then security, download, support
 * report, about, careers, press, product tour and the legal index (company.ts) and the crm,
 * services and use-case sections (special.ts), each to the file its route has in
 * content/pages/keystatic.ts's tables (content/pages/entries/...).
 *
 * Re-runnable: it converts whichever of those exports (SOURCES) is still present (a merge may bring one back)
 * and leaves the rest alone; delete an export once its files are in. content/pages/from-entry.ts
 * maps a file back; `npm run content:check-pages` (scripts/content/check-pages-render-same.tsx)
 * compares the HTML. Run: node --import tsx scripts/content/migrate-pages-to-keystatic.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Block, Cta, MarketingPage } from '../../content/pages/schema';
import { PAGE_COLLECTIONS, PAGE_SINGLETONS } from '../../content/pages/keystatic';
import { toYaml } from './keystatic-files';

type Yaml = Parameters<typeof toYaml>[0];
type YamlObject = { [key: string]: Yaml | undefined };

/** Keystatic reads a missing optional text as '' and a missing list as []: leave them out. */
const orOmit = <T extends Yaml>(value: T | undefined): T | undefined =>
  value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;

/** A conditional field's value (fields.empty() values are left out). */
const choice = (discriminant: string | boolean, value?: Yaml): YamlObject => ({
  discriminant,
  value,
});

const ctaEntry = (cta: Cta | undefined): YamlObject =>
  !cta
    ? choice('none')
    : 'href' in cta
      ? choice('link', { label: cta.label, href: cta.href })
      : choice(cta.action, cta.label);

const copy = <T extends object>(items: readonly T[]): Yaml[] =>
  items.map((item) => ({ ...item }) as unknown as Yaml);

/** A registry block as the value of the editor's block field (inverse of from-entry.ts). */
export function blockEntry(block: Block): YamlObject {
  const { type, ...fields } = block;
  switch (block.type) {
    case 'hero':
      return choice(type, {
        eyebrow: orOmit(block.eyebrow),
        title: block.title,
        subtitle: block.subtitle,
        primaryCta: ctaEntry(block.primaryCta),
        secondaryCta: ctaEntry(block.secondaryCta),
        bullets: orOmit(block.bullets),
        illustration: block.illustration ? choice(true, { ...block.illustration }) : choice(false),
      });
    case 'featureGrid':
      return choice(type, {
        eyebrow: orOmit(block.eyebrow),
        heading: block.heading,
        intro: orOmit(block.intro),
        columns: block.columns ? String(block.columns) : 'auto',
        items: copy(block.items),
      });
    case 'splitFeature':
      return choice(type, {
        eyebrow: orOmit(block.eyebrow),
        heading: block.heading,
        body: block.body,
        bullets: orOmit(block.bullets),
        illustration: { ...block.illustration },
        reverse: block.reverse ?? false,
        link: block.link ? choice(true, { ...block.link }) : choice(false),
      });
    case 'stats':
      return choice(type, {
        heading: orOmit(block.heading),
        items: block.items.map((item) => ({
          figure: 'proof' in item ? choice('proof', item.proof) : choice('value', item.value),
          label: item.label,
        })),
        footnote: orOmit(block.footnote),
      });
    case 'comparison':
      return choice(type, {
        heading: block.heading,
        intro: orOmit(block.intro),
        columns: block.columns,
        rows: block.rows.map((row) => ({
          label: row.label,
          values: row.values.map((cell) =>
            typeof cell === 'string' ? choice('text', cell) : choice(cell ? 'yes' : 'no'),
          ),
        })),
      });
    case 'testimonials':
      return choice(type, { heading: orOmit(block.heading), industry: block.industry ?? 'all' });
    case 'logoFarm':
      return choice(type, {
        heading: orOmit(block.heading),
        awardsHeading: orOmit(block.awardsHeading),
      });
    case 'pressList':
      return choice(type, { heading: block.heading });
    default: {
      // The other kinds hold texts and lists of plain objects, field for field.
      const plain = fields as Record<string, string | object[] | string[]>;
      return choice(
        type,
        Object.fromEntries(
          Object.entries(plain).map(([key, value]) => [
            key,
            Array.isArray(value) ? (value as Yaml[]).map((v) => v) : orOmit(value),
          ]),
        ),
      );
    }
  }
}

export function pageEntry(page: MarketingPage, name?: string): YamlObject {
  return {
    ...(name ? { name } : {}),
    seo: { title: page.seo.title, description: page.seo.description },
    blocks: page.blocks.map(blockEntry),
  };
}

const writeEntry = (file: string, entry: YamlObject) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${toYaml(entry)}\n`);
};

/** The name an editor sees in a family's list: the hero's eyebrow, else its title. */
const nameOf = (page: MarketingPage) => {
  const hero = page.blocks[0];
  return hero?.type === 'hero' ? (hero.eyebrow ?? hero.title) : page.route;
};

/** The TypeScript exports that held the pages (a page or a list of pages each). */
const SOURCES = [
  ['content/pages/home.ts', 'homePage'],
  ['content/pages/product.ts', 'productOverviewPage'],
  ['content/pages/product.ts', 'productPages'],
  ['content/pages/solutions.ts', 'solutionPages'],
  ['content/pages/audiences.ts', 'industryPages'],
  ['content/pages/audiences.ts', 'teamPages'],
  ['content/pages/company.ts', 'securityPage'],
  ['content/pages/company.ts', 'downloadPage'],
  ['content/pages/company.ts', 'supportReportPage'],
  ['content/pages/company.ts', 'aboutPage'],
  ['content/pages/company.ts', 'jobsPage'],
  ['content/pages/company.ts', 'pressPage'],
  ['content/pages/company.ts', 'productTourPage'],
  ['content/pages/company.ts', 'legalIndexPage'],
  ['content/pages/special.ts', 'specialPages'],
] as const;

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  if (!fs.existsSync(file)) return {};
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  // Under tsx a TypeScript module's exports may arrive under `default`.
  return { ...(loaded.default as Record<string, unknown> | undefined), ...loaded };
}

/** The file a page's route is kept in (content/pages/keystatic.ts's tables). */
function entryFileOf(page: MarketingPage): { file: string; name?: string } {
  const single = Object.values(PAGE_SINGLETONS).find(({ route }) => route === page.route);
  if (single) return { file: `${single.file}.yaml` };
  const family = Object.values(PAGE_COLLECTIONS).find(({ prefix }) =>
    page.route.startsWith(prefix),
  );
  if (!family) throw new Error(`${page.route} has no place in content/pages/keystatic.ts`);
  return {
    file: `${family.dir}/${page.route.slice(family.prefix.length)}.yaml`,
    name: nameOf(page),
  };
}

export async function migratePages(): Promise<string[]> {
  const written: string[] = [];
  for (const [source, name] of SOURCES) {
    const found = (await exportsOf(source))[name] as MarketingPage | MarketingPage[] | undefined;
    for (const page of [found ?? []].flat()) {
      const { file, name: pageName } = entryFileOf(page);
      writeEntry(file, pageEntry(page, pageName));
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1]?.endsWith('migrate-pages-to-keystatic.ts')) {
  migratePages()
    .then((files) => console.log(`Wrote ${files.length} page files:\n${files.join('\n')}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
