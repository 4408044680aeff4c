import type { Comparison } from '@/content/schema';
import { comparison as freshdesk } from './freshdesk';
import { comparison as front } from './front';
import { comparison as helpScout } from './help-scout';
import { comparison as intercom } from './intercom';
import { comparison as zendesk } from './zendesk';

/**
 * Comparison pages (/compare/{slug}). Every claim about another product summarises a page on the
 * competitor's own site, with the address, a note of what the page said and the day an editor
 * read it; the page prints all three next to the claim. How claims are verified and how often they
 * are re-read: docs/decisions/0021-verified-comparison-claims.md. Re-read the source before moving
 * a date.
 */
export const comparisons: Comparison[] = [zendesk, freshdesk, helpScout, front, intercom];
