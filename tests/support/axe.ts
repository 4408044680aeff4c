import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 8 asks: every A and AA rule up to 2.2. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page (or on one part of it) and returns each violation as one readable line:
 * rule, impact, what to fix and the first offending elements. An empty list means clean.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  options: { fast?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS);
  // `fast`: axe runs inside the page instead of finishing in a second blank page, about twice as
  // fast; enough for our pages, which embed no cross-origin frames (the route-wide pass uses it).
  if (options.fast) builder = builder.setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} [${violation.nodes.length}x: ${targets}]`;
  });
}
