/**
 * One-off move of the integrations, jobs, resources and webinars, and legal documents from
 * TypeScript into Keystatic's files (issue 15 item 1, decision 0168), beside
 * migrate-stories-to-keystatic.ts:
 *
 * - content/integrations/index.ts -> content/integrations/<slug>.yaml (each entry with the plans,
 *   setup steps, mark or wordmark the TypeScript filled in from its defaults).
 *
 * Re-runnable: it converts whatever TypeScript source is still present (a merge may bring one
 * back) and leaves the rest alone. Run: node --import tsx scripts/content/migrate-directory-to-keystatic.ts
 */
import fs from 'node:fs';
import { load, toYaml, type Yaml } from './keystatic-files';

interface OldIntegration {
  slug: string;
  name: string;
  simpleIcon?: string;
  wordmark?: { colour: string; lines: string[] };
  [field: string]: unknown;
}

/** Fields in the order Keystatic writes them (keystatic.config.ts), so an editor's save is a small diff. */
const INTEGRATION_FIELDS = [
  'category',
  'tagline',
  'description',
  'capabilities',
  'setup',
  'builtBy',
  'plans',
  'vendorUrl',
];

const pick = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]]));

async function migrateIntegrations(): Promise<number> {
  const source = 'content/integrations/index.ts';
  if (!fs.existsSync(source)) return 0;
  const integrations = await load<OldIntegration[]>(source, 'integrations');
  for (const { slug, name, simpleIcon, wordmark, ...rest } of integrations) {
    // Keystatic's order: the schema's (keystatic.config.ts); an empty logo field is written too.
    const data = {
      name,
      ...pick(rest, INTEGRATION_FIELDS),
      simpleIcon: simpleIcon ?? '',
      wordmark: wordmark ?? { colour: '', lines: [] },
    };
    fs.writeFileSync(`content/integrations/${slug}.yaml`, `${toYaml(data as Yaml)}\n`);
  }
  fs.rmSync(source);
  return integrations.length;
}

async function main() {
  console.info(`${await migrateIntegrations()} integrations moved.`);
}

void main();
