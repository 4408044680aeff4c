/**
 * One-off move of the compare pages, pricing, and the navigation and footer from TypeScript into
 * Keystatic's files (issue 15 item 1, decisions 0187-0188), beside migrate-to-keystatic.ts (blog
 * posts) and migrate-stories-to-keystatic.ts:
 *
 * - content/compare/<slug>.ts -> content/compare/<slug>.yaml (the slug is the file's name);
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

async function main() {
  console.info(`${await migrateComparisons()} compare pages moved.`);
}

void main();
