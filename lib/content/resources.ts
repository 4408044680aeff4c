import fs from 'node:fs';
import path from 'node:path';
import { RESOURCE_KINDS } from '@/constants/resources';
import { readResources, readWebinars } from '@/content/resources';
import { visibleEntries, type DraftOptions } from './drafts';
import type { Resource, Webinar } from './resources-browser';

/** Server-side loaders (getStaticProps, routes); components import resources-browser.ts. */
export {
  resourcePath,
  webinarPath,
  webinarHasEnded,
  type Resource,
  type Webinar,
} from './resources-browser';

/** Names each file an entry points at that is missing from public/. */
function missingFiles(at: string, files: Record<string, string>, root: string): string[] {
  return Object.entries(files)
    .filter(([, file]) => file && !fs.existsSync(path.join(root, 'public', file)))
    .map(([field, file]) => `${at}: ${field} ${file} is missing from public/`);
}

/**
 * The rules the editor cannot hold (decision 0168): the download a resource offers exists. Its
 * illustration is one of the drawings by name, each with its renditions (decision 0231).
 */
export function resourceProblems(resource: Resource, root = process.cwd()): string[] {
  return missingFiles(
    `content/resources/guides/${resource.slug}.yaml`,
    { file: resource.file },
    root,
  );
}

/**
 * A webinar's calendar file exists. Upcoming or past is decided by the site's clock when a page is
 * built (decision 0105), never stored.
 */
export function webinarProblems(webinar: Webinar, root = process.cwd()): string[] {
  const at = `content/resources/webinars/${webinar.slug}.yaml`;
  const problems = missingFiles(at, { calendarFile: webinar.calendarFile }, root);
  if (Number.isNaN(Date.parse(webinar.startsAt))) problems.push(`${at}: startsAt is not a date`);
  return problems;
}

function orThrow<T>(entries: T[], problemsOf: (entry: T) => string[]): T[] {
  const problems = entries.flatMap((entry) => problemsOf(entry));
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return entries;
}

/**
 * The hub's published guides (drafts too in preview, decision 0196), then templates, then
 * checklists; broken content fails the build.
 */
export async function getResources(options: DraftOptions = {}): Promise<Resource[]> {
  const resources = orThrow(visibleEntries(await readResources(), options), (r) =>
    resourceProblems(r),
  );
  const rank = (r: Resource) => RESOURCE_KINDS.indexOf(r.kind);
  return resources.sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}

/** Every published webinar (drafts too in preview), the latest session first. */
export async function getWebinars(options: DraftOptions = {}): Promise<Webinar[]> {
  const webinars = orThrow(visibleEntries(await readWebinars(), options), (w) =>
    webinarProblems(w),
  );
  return webinars.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}

export async function getResource(
  slug: string,
  options: DraftOptions = {},
): Promise<Resource | undefined> {
  return (await getResources(options)).find((resource) => resource.slug === slug);
}

export async function getWebinar(
  slug: string,
  options: DraftOptions = {},
): Promise<Webinar | undefined> {
  return (await getWebinars(options)).find((webinar) => webinar.slug === slug);
}
