/**
 * The A/B-testing configuration, read at build time (NEXT_PUBLIC_* values are inlined into the
 * browser bundle, so each name must be spelled out literally). Documented in .env.example.
 */
export interface ExperimentConfig {
  /** GrowthBook SDK client key: experiments are evaluated in the browser from the visitor id. */
  growthbookClientKey: string | undefined;
  growthbookApiHost: string;
  /** Optimizely Web snippet id, used when no GrowthBook key is set. */
  optimizelySnippetId: string | undefined;
  /** The wait flag: keep the page hidden until an experiment is applied (at most 5000 ms). */
  waitForExperiments: boolean;
}

export const GROWTHBOOK_DEFAULT_API_HOST = 'https://cdn.growthbook.io';

export function experimentConfig(): ExperimentConfig {
  return {
    growthbookClientKey: process.env.NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY || undefined,
    growthbookApiHost: process.env.NEXT_PUBLIC_GROWTHBOOK_API_HOST || GROWTHBOOK_DEFAULT_API_HOST,
    optimizelySnippetId: process.env.NEXT_PUBLIC_OPTIMIZELY_SNIPPET_ID || undefined,
    waitForExperiments: process.env.NEXT_PUBLIC_AB_TEST_WAIT === 'true',
  };
}

/** The white-out only makes sense when a provider can apply an experiment. */
export function isWhiteOutEnabled(config: ExperimentConfig = experimentConfig()): boolean {
  return (
    config.waitForExperiments && Boolean(config.growthbookClientKey || config.optimizelySnippetId)
  );
}
