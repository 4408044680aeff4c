import type { Comparison } from '@/content/schema';
import { comparison as freshdesk } from './freshdesk';
import { comparison as front } from './front';
import { comparison as helpScout } from './help-scout';
import { comparison as intercom } from './intercom';
import { comparison as zendesk } from './zendesk';

/**
 * Comparison pages (/compare/{slug}). Every claim about another product carries its public source
 * and the date an editor last checked it; the page prints both next to the claim.
 */
export const comparisons: Comparison[] = [zendesk, freshdesk, helpScout, front, intercom];
