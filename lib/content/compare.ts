import { readComparisons } from '@/content/comparisons';
import { siteToday } from '@/lib/clock';
import type { Comparison } from './compare-browser';

/** Server-side loaders; the page component imports compare-browser.ts. */
export { comparePath, type Comparison } from './compare-browser';

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * The rules the editor cannot hold (decision 0187): each claim's source is a page on one of the
 * competitor's own domains (or their subdomains), never a third party's summary, and the day it
 * was read is not after the site's clock (decision 0105).
 */
export function comparisonProblems(comparison: Comparison): string[] {
  const at = `content/compare/${comparison.slug}.yaml`;
  const today = siteToday();
  return comparison.claims.flatMap((claim) => {
    const problems: string[] = [];
    const host = hostOf(claim.source.url);
    if (!comparison.officialDomains.some((d) => host === d || host.endsWith(`.${d}`))) {
      problems.push(
        `${at} (${claim.topic}): the source ${claim.source.url} is not on ${comparison.officialDomains.join(' or ')}`,
      );
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(claim.lastVerified)) {
      problems.push(`${at} (${claim.topic}): the last-verified day is missing`);
    } else if (claim.lastVerified > today) {
      problems.push(
        `${at} (${claim.topic}): last verified ${claim.lastVerified} is in the future (it is the day the source was read)`,
      );
    }
    return problems;
  });
}

/** Every compare page, by slug (the footer orders its links itself); a broken one fails the build. */
export async function getComparisons(): Promise<Comparison[]> {
  const comparisons = await readComparisons();
  const problems = comparisons.flatMap(comparisonProblems);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return comparisons.sort((a, b) => a.slug.localeCompare(b.slug));
}

export async function getComparison(slug: string): Promise<Comparison | undefined> {
  return (await getComparisons()).find((c) => c.slug === slug);
}
