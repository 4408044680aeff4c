/**
 * One-off move of the integrations, jobs, resources and webinars, and legal documents from
 * TypeScript into Keystatic's files (issue 15 item 1, decision 0168), beside
 * migrate-stories-to-keystatic.ts:
 *
 * - content/integrations/index.ts -> content/integrations/<slug>.yaml (each entry with the plans,
 *   setup steps, mark or wordmark the TypeScript filled in from its defaults);
 * - content/jobs.ts -> content/jobs/<slug>.yaml (the place as the editor's Remote role choice);
 * - content/resources/index.ts -> content/resources/guides/<slug>.yaml and
 *   content/resources/webinars/<slug>.yaml.
 *
 * Re-runnable: it converts whatever TypeScript source is still present (a merge may bring one
 * back) and leaves the rest alone. Run: node --import tsx scripts/content/migrate-directory-to-keystatic.ts
 */
import fs from 'node:fs';
import { load, toYaml, unquoteDates, type Yaml } from './keystatic-files';

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

/** Whether `file` is still the TypeScript content (and not the reader that replaced it). */
const holdsContent = (file: string, name: string) =>
  fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(`export const ${name}`);

async function migrateIntegrations(): Promise<number> {
  const source = 'content/integrations/index.ts';
  if (!holdsContent(source, 'integrations')) return 0;
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

type OldPlace =
  | { remote: true; countries: string[] }
  | { remote: false; locality: string; region?: string; country: string };

interface OldJob {
  slug: string;
  place: OldPlace;
  salaryRange?: string;
  [field: string]: unknown;
}

async function migrateJobs(): Promise<number> {
  const source = 'content/jobs.ts';
  if (!holdsContent(source, 'jobs')) return 0;
  const jobs = await load<OldJob[]>(source, 'jobs');
  fs.mkdirSync('content/jobs', { recursive: true });
  for (const { slug, place, salaryRange, ...rest } of jobs) {
    const where = place.remote
      ? { countries: place.countries }
      : { locality: place.locality, region: place.region ?? '', country: place.country };
    const data = {
      ...pick(rest, ['title', 'team', 'location']),
      place: { discriminant: place.remote, value: where },
      ...pick(rest, ['employmentType', 'postedOn']),
      salaryRange: salaryRange ?? '',
      ...pick(rest, ['summary', 'responsibilities', 'requirements']),
    };
    fs.writeFileSync(`content/jobs/${slug}.yaml`, `${unquoteDates(toYaml(data as Yaml))}\n`);
  }
  fs.rmSync(source);
  return jobs.length;
}

interface OldSlugged {
  slug: string;
  [field: string]: unknown;
}

async function migrateResources(): Promise<number> {
  const source = 'content/resources/index.ts';
  if (!holdsContent(source, 'RESOURCES')) return 0;
  const resources = await load<OldSlugged[]>(source, 'RESOURCES');
  const webinars = await load<OldSlugged[]>(source, 'WEBINARS');
  const write = (folder: string, slug: string, data: Record<string, unknown>) => {
    fs.mkdirSync(`content/resources/${folder}`, { recursive: true });
    fs.writeFileSync(`content/resources/${folder}/${slug}.yaml`, `${toYaml(data as Yaml)}\n`);
  };
  for (const { slug, ...resource } of resources) {
    write('guides', slug, pick(resource, RESOURCE_FIELDS));
  }
  for (const { slug, ...webinar } of webinars) {
    write('webinars', slug, {
      ...pick(webinar, WEBINAR_FIELDS),
      takeaways: webinar.takeaways ?? [],
    });
  }
  fs.rmSync(source);
  return resources.length + webinars.length;
}

const RESOURCE_FIELDS = [
  'title',
  'id',
  'kind',
  'summary',
  'takeaways',
  'file',
  'fileLabel',
  'readingTime',
  'illustration',
];
const WEBINAR_FIELDS = [
  'title',
  'livestormEventId',
  'summary',
  'startsAt',
  'durationMinutes',
  'speakers',
  'agenda',
];

async function main() {
  console.info(`${await migrateIntegrations()} integrations moved.`);
  console.info(`${await migrateJobs()} jobs moved.`);
  console.info(`${await migrateResources()} resources and webinars moved.`);
}

void main();
