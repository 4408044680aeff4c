import { getAnonymousId } from '@/lib/analytics/anonymous-id';
import { experimentConfig, type ExperimentConfig } from './config';
import type { GrowthBookProviderOptions } from './growthbook-provider';
import { createOptimizelyProvider } from './optimizely-provider';
import type { ActiveExperiment, ExperimentProvider } from './types';
import { revealPage, startWhiteOut } from './white-out';

/**
 * The experiments runtime. The consent runtime calls startExperiments() once Functional consent is
 * granted (the A/B tool is a consent-dependent tracker); forms read getActiveExperiments() for the
 * experiment_id and optimizely_variant_id fields.
 */
let provider: ExperimentProvider | null = null;

/**
 * GrowthBook's SDK (~15 kB gzipped) is fetched only when a visitor with A/B consent lands on a site
 * that has a client key: never in the first-load bundle (docs/decisions/0071-lazy-third-party-code.md).
 * Until it has loaded, the visitor is in no experiment and every feature has its fallback value.
 */
export function lazyGrowthBookProvider(options: GrowthBookProviderOptions): ExperimentProvider {
  let loaded: ExperimentProvider | null = null;
  return {
    name: 'growthbook',
    async start() {
      const { createGrowthBookProvider } = await import('./growthbook-provider');
      loaded = createGrowthBookProvider(options);
      await loaded.start();
    },
    activeExperiments: () => loaded?.activeExperiments() ?? [],
    featureValue: <T>(key: string, fallback: T): T =>
      loaded ? loaded.featureValue(key, fallback) : fallback,
  };
}

export function chooseProvider(
  config: ExperimentConfig,
  visitorId: string | null,
): ExperimentProvider | null {
  if (config.growthbookClientKey && visitorId) {
    return lazyGrowthBookProvider({
      visitorId,
      clientKey: config.growthbookClientKey,
      apiHost: config.growthbookApiHost,
    });
  }
  if (config.optimizelySnippetId) return createOptimizelyProvider(config.optimizelySnippetId);
  return null;
}

/**
 * Starts the white-out and, when allowed and configured, the provider. `allowed` is the consent for
 * the A/B tool: without it (or without a provider) the page is revealed at once.
 */
export function startExperiments(allowed: boolean, config = experimentConfig()): void {
  const whiteOut = startWhiteOut({ waitFlag: config.waitForExperiments, reveal: revealPage });
  if (!allowed || provider) {
    whiteOut.experimentApplied();
    return;
  }
  provider = chooseProvider(config, getAnonymousId());
  if (!provider) {
    whiteOut.experimentApplied();
    return;
  }
  provider
    .start()
    .catch((error: unknown) => console.info('[experiments] could not apply experiments', error))
    .finally(() => whiteOut.experimentApplied());
}

export function areExperimentsRunning(): boolean {
  return provider !== null;
}

/** Experiment and variant ids for form submissions (comma-joined by the forms). */
export function getActiveExperiments(): { experimentIds: string[]; variantIds: string[] } {
  const active: ActiveExperiment[] = provider?.activeExperiments() ?? [];
  return {
    experimentIds: active.map((experiment) => experiment.experimentId),
    variantIds: active.map((experiment) => experiment.variantId),
  };
}

export type { ExperimentProvider } from './types';
