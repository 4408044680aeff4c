import fs from 'node:fs';
import path from 'node:path';
import { RESOURCE_KINDS } from '@/constants/resources';
import { readResources, readWebinars } from '@/content/resources';
import { visibleEntries, withoutBrokenDrafts, type DraftOptions } from './drafts';
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
 * The rules the editor cannot hold (decision 0168): the download a published resource offers
 * exists. A draft's may come later, as a blog draft's missing text may (decision 0246): its page
 * shows in preview meanwhile. Its illustration is one of the drawings by name, each with its
 * renditions (decision 0231).
 */
export function resourceProblems(resource: Resource, root = process.cwd()): string[] {
  if (resource.draft) return [];
  return missingFiles(
    `content/resources/guides/${resource.slug}.yaml`,
    { file: resource.file },
    root,
  );
}

/**
 * A webinar's start is a date: its page, its calendar file (drawn from the entry, decision 0256)
 * and the hub's upcoming or past split read it. That split is decided by the site's clock when a
 * page is built (decision 0105), never stored.
 */
export function webinarProblems(webinar: Webinar): string[] {
  const at = `content/resources/webinars/${webinar.slug}.yaml`;
  return Number.isNaN(Date.parse(webinar.startsAt)) ? [`${at}: startsAt is not a date`] : [];
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
  // In preview, a draft whose start is no date is left out, with a log line (decision 0246).
  const webinars = orThrow(
    withoutBrokenDrafts(visibleEntries(await readWebinars(), options), webinarProblems),
    webinarProblems,
  );
  return webinars.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}

/**
 * The longest `revalidate` Next takes without a warning (a year); a webinar further ahead is met
 * by the regeneration a year on.
 */
const LONGEST_REVALIDATE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Seconds from `now` (the site's clock, decision 0105) until the next start or end of these
 * webinars: the `revalidate` of a page that splits them into upcoming and past, so it is generated
 * again when the split changes (decision 0247). At least 1, Next's shortest; undefined when every
 * session is over, as nothing then changes by the clock.
 */
export function secondsUntilWebinarsChange(
  webinars: readonly Pick<Webinar, 'startsAt' | 'durationMinutes'>[],
  now: number,
): number | undefined {
  const moments = webinars
    .flatMap((webinar) => {
      const start = Date.parse(webinar.startsAt);
      return [start, start + (webinar.durationMinutes ?? 0) * 60_000];
    })
    .filter((moment) => moment >= now);
  if (moments.length === 0) return undefined;
  const seconds = Math.ceil((Math.min(...moments) - now) / 1000);
  return Math.min(LONGEST_REVALIDATE_SECONDS, Math.max(1, seconds));
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
