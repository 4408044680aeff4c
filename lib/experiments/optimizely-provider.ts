import { loadScriptOnce } from '@/lib/analytics/load-script';
import type { ActiveExperiment, ExperimentProvider } from './types';

/** The part of Optimizely Web's client API this site reads. */
interface OptimizelyState {
  getActiveExperimentIds(): string[];
  getVariationMap(): Record<string, { id: string; name?: string } | undefined>;
}
interface OptimizelyClient {
  get(kind: 'state'): OptimizelyState;
}

export function optimizelySnippetUrl(snippetId: string): string {
  return `https://cdn.optimizely.com/js/${encodeURIComponent(snippetId)}.js`;
}

/** Reads the experiments Optimizely applied from its state API. */
export function readOptimizelyExperiments(
  client: OptimizelyClient | undefined,
): ActiveExperiment[] {
  if (!client || typeof client.get !== 'function') return [];
  const state = client.get('state');
  const variations = state.getVariationMap();
  return state.getActiveExperimentIds().flatMap((experimentId) => {
    const variation = variations[experimentId];
    return variation ? [{ experimentId, variantId: String(variation.id) }] : [];
  });
}

/** Optimizely Web by snippet id: the snippet applies its experiments as soon as it runs. */
export function createOptimizelyProvider(snippetId: string): ExperimentProvider {
  const client = () => (window as unknown as { optimizely?: OptimizelyClient }).optimizely;
  return {
    name: 'optimizely',
    async start() {
      await loadScriptOnce('sb-optimizely', optimizelySnippetUrl(snippetId));
    },
    activeExperiments: () => readOptimizelyExperiments(client()),
    featureValue: <T>(_key: string, fallback: T) => fallback,
  };
}
