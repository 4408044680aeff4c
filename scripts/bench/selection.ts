import type { Engine } from '@/lib/server/db';

/**
 * Which load scenarios and engines a bench run covers (issue 18, item 5). BENCH_SCENARIOS names
 * the scenarios that write (`leads,events,signup`): set, the run is those alone on each engine of
 * BENCH_ENGINES (`sqlite,postgres`, the default), without Lighthouse, the floor or the outbox
 * drain, and it rewrites only the engines' block of docs/performance.md.
 */
export const WRITE_SCENARIOS = ['leads', 'events', 'signup'] as const;
export type WriteScenario = (typeof WRITE_SCENARIOS)[number];
export const ENGINES = ['sqlite', 'postgres'] as const satisfies readonly Engine[];

export class BenchSelectionError extends Error {}

/** A comma-separated list of known names, in the known order; unset means all of them. */
function pick<T extends string>(variable: string, value: string | undefined, known: readonly T[]) {
  if (value === undefined || value.trim() === '') return [...known];
  const asked = value.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !(known as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new BenchSelectionError(
      `${variable} names ${unknown.map((name) => `'${name}'`).join(', ')}; it takes a comma-separated list of ${known.join(', ')}`,
    );
  return known.filter((name) => asked.includes(name));
}

export interface BenchSelection {
  /** Only the write scenarios (BENCH_SCENARIOS was set). */
  scenariosOnly: boolean;
  scenarios: WriteScenario[];
  engines: Engine[];
}

export function benchSelection(environment: Record<string, string | undefined>): BenchSelection {
  const { BENCH_SCENARIOS, BENCH_ENGINES } = environment;
  return {
    scenariosOnly: BENCH_SCENARIOS !== undefined && BENCH_SCENARIOS.trim() !== '',
    scenarios: pick('BENCH_SCENARIOS', BENCH_SCENARIOS, WRITE_SCENARIOS),
    engines: pick('BENCH_ENGINES', BENCH_ENGINES, ENGINES),
  };
}
