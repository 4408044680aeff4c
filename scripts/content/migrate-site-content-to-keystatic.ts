/**
 * One-off move of the compare pages, pricing, and the navigation and footer from TypeScript into
 * Keystatic's files (issue 15 item 1, decisions 0187-0188), beside migrate-to-keystatic.ts (blog
 * posts) and migrate-stories-to-keystatic.ts:
 *
 * - content/compare/<slug>.ts -> content/compare/<slug>.yaml (the slug is the file's name);
 * - content/pricing/index.ts -> content/pricing.yaml: each plan names its plan (its name and
 *   minimum seats are constants/plans.ts), table values true/false become "yes"/"no";
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

async function main() {
  console.info(`${await migrateComparisons()} compare pages moved.`);
  console.info(`${await migratePricing()} pricing plans moved.`);
}

void main();
