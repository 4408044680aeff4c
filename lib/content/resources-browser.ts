import type { Entry } from '@keystatic/core/reader';
import { PATHS } from '@/constants/links';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the resources layer that components may import: it reads no content (the loaders in
 * resources.ts read the editor's files on the server, decision 0168).
 */
export const resourcePath = (slug: string) => `${PATHS.resources}/${slug}`;
export const webinarPath = (slug: string) => `${PATHS.resources}/webinars/${slug}`;
/** An upcoming webinar's calendar file, drawn from its entry (pages/api/webinars/[file].ts). */
export const webinarCalendarPath = (slug: string) => `/api/webinars/${slug}.ics`;

/** A gated guide, template or checklist as the editor saved it (keystatic.config.ts), with its slug. */
export type Resource = Entry<(typeof keystaticConfig)['collections']['resources']> & {
  slug: string;
};

/** A webinar as the editor saved it, with its slug. `takeaways` are written after the session. */
export type Webinar = Entry<(typeof keystaticConfig)['collections']['webinars']> & {
  slug: string;
};

/** Whether a webinar is over (its page then asks for feedback instead of registrations). */
export function webinarHasEnded(
  webinar: Pick<Webinar, 'startsAt' | 'durationMinutes'>,
  now: number,
): boolean {
  return Date.parse(webinar.startsAt) + (webinar.durationMinutes ?? 0) * 60_000 < now;
}
