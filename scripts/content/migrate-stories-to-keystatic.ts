/**
 * One-off move of the customer stories, customer logos, testimonials and press items from
 * TypeScript into Keystatic's files (issue 15 item 1, decision 0166), beside
 * migrate-to-keystatic.ts (blog posts):
 *
 * - content/customer-stories/<slug>.ts -> <slug>.mdoc (YAML front matter, the Markdown body), and
 *   its logo public/stories/<slug>.svg -> public/images/stories/<slug>/logo.svg, where the
 *   editor's image field keeps an entry's uploads;
 * - content/customer-logos.ts -> content/customer-logos.yaml, each public/logos/customers/<id>.svg
 *   -> public/images/customer-logos/<id>.svg;
 * - content/testimonials.ts -> content/testimonials.yaml;
 * - content/press.ts -> content/press/<slug>.yaml.
 *
 * Re-runnable: it converts whatever TypeScript source is still present (a merge may bring one
 * back) and leaves the rest alone. Run: node --import tsx scripts/content/migrate-stories-to-keystatic.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { load, moveFile, toYaml, unquoteDates, type Yaml } from './keystatic-files';

interface OldStory {
  slug: string;
  company: string;
  logo: { src: string; alt: string };
  body: string;
  [field: string]: unknown;
}

async function migrateStories(): Promise<number> {
  const dir = 'content/customer-stories';
  const sources = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !['index.ts', 'logo.ts'].includes(name));
  for (const name of sources) {
    const { slug, company, logo, body, ...rest } = await load<OldStory>(
      path.join(dir, name),
      'story',
    );
    const logoPath = `/images/stories/${slug}/logo.svg`;
    moveFile(path.join('public', logo.src), path.join('public', logoPath));
    const data = { company, ...rest, logo: logoPath, logoAlt: logo.alt } as Yaml;
    fs.writeFileSync(
      path.join(dir, `${slug}.mdoc`),
      `---\n${unquoteDates(toYaml(data))}\n---\n${body.trim()}\n`,
    );
    fs.rmSync(path.join(dir, name));
    console.info(`${dir}/${name} -> ${slug}.mdoc`);
  }
  for (const leftover of ['index.ts', 'logo.ts'])
    fs.rmSync(path.join(dir, leftover), { force: true });
  return sources.length;
}

interface OldLogo {
  title: string;
  logo: { id: string; svgUrl: string; width: number; height: number; isTaller: boolean };
}

async function migrateCustomerLogos(): Promise<number> {
  const source = 'content/customer-logos.ts';
  if (!fs.existsSync(source)) return 0;
  const logos = await load<OldLogo[]>(source, 'CUSTOMER_LOGOS');
  const entries = logos.map(({ title, logo }) => {
    // Where Keystatic keeps a logo: the list's slug field names its folder (decision 0262).
    const image = `/images/customer-logos/logos/${logo.id}/image.svg`;
    moveFile(path.join('public', logo.svgUrl), path.join('public', image));
    return {
      customer: { name: title, slug: logo.id },
      image,
      ...pick(logo, 'width', 'height', 'isTaller'),
    };
  });
  fs.writeFileSync('content/customer-logos.yaml', `${toYaml({ logos: entries })}\n`);
  fs.rmSync(source);
  return entries.length;
}

interface OldQuote {
  text: string;
  author: string;
  role: string;
  company: string;
}

async function migrateTestimonials(): Promise<number> {
  const source = 'content/testimonials.ts';
  if (!fs.existsSync(source)) return 0;
  const groups = await load<Record<string, OldQuote[]>>(source, 'TESTIMONIALS');
  const quotes = Object.entries(groups).flatMap(([industry, list]) =>
    list.map((quote) => ({ industry, ...quote })),
  );
  fs.writeFileSync('content/testimonials.yaml', `${toYaml({ quotes })}\n`);
  fs.rmSync(source);
  return quotes.length;
}

interface OldPressItem {
  slug: string;
  title: string;
  [field: string]: unknown;
}

async function migratePress(): Promise<number> {
  const source = 'content/press.ts';
  if (!fs.existsSync(source)) return 0;
  const items = await load<OldPressItem[]>(source, 'pressItems');
  fs.mkdirSync('content/press', { recursive: true });
  for (const { slug, ...item } of items) {
    fs.writeFileSync(`content/press/${slug}.yaml`, `${unquoteDates(toYaml(item as Yaml))}\n`);
  }
  fs.rmSync(source);
  return items.length;
}

function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

async function main() {
  console.info(`${await migrateStories()} customer stories moved.`);
  console.info(`${await migrateCustomerLogos()} customer logos moved.`);
  console.info(`${await migrateTestimonials()} testimonials moved.`);
  console.info(`${await migratePress()} press items moved.`);
}

// Run as a script only (migrate-pages-to-keystatic.ts imports toYaml from here).
if (process.argv[1]?.endsWith('migrate-stories-to-keystatic.ts')) void main();
