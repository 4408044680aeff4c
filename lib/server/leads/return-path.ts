import '@/lib/server/only-on-server';
import type { PATHS } from '@/constants/links';
import { safeRelativePath } from '@/lib/content/safe-path';

/** The lead view's pages an action can fall back to. */
export type LeadViewPage =
  typeof PATHS.leads | typeof PATHS.leadsOverview | typeof PATHS.leadsMeetings;

// /leads or a page below it, each segment plain characters: no empty segment, and no percent sign,
// so no encoded slash, dot or backslash (%2f, %2e, %5c) for a browser to decode into another path.
const LEAD_VIEW_PATH = /^\/leads(?:\/[\w.~-]+)*\/?$/;

/**
 * Where a lead-view form post (replay, send again) sends the browser back to: its `returnTo` when
 * that is a path of this site under /leads (query string kept), otherwise `fallback`, the page the
 * action belongs to. The field comes from the request, so it must never become an open redirect.
 * The one rule for every lead-view action (docs/decisions/0255).
 */
export function leadViewReturnPath(returnTo: unknown, fallback: LeadViewPage): string {
  // Same-site by the site's one redirect rule (decision 0090), and kept only as posted: a value
  // that rule had to resolve, trim or encode (dot segments, spaces) is not one the lead view wrote.
  const path = safeRelativePath(returnTo);
  if (path === null || path !== returnTo) return fallback;
  const { pathname, hash } = new URL(path, 'http://lead-view.invalid');
  return !hash && LEAD_VIEW_PATH.test(pathname) ? path : fallback;
}
