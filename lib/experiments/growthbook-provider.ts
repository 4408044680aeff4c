import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook';
import { WHITE_OUT_TIMEOUT_MS } from '@/constants/timings';
import type { ActiveExperiment, ExperimentProvider } from './types';

export interface GrowthBookProviderOptions {
  /** The stable id experiments are hashed on: the visitor's anonymous id. */
  visitorId: string;
  clientKey?: string;
  apiHost?: string;
  /** A features payload given directly (tests, or features rendered by the server). */
  payload?: FeatureApiResponse;
  onExperimentViewed?: (experiment: ActiveExperiment) => void;
}

/**
 * GrowthBook evaluates experiments in the browser from the visitor id: the same id always lands in
 * the same variation, without a round trip per experiment.
 */
export function createGrowthBookProvider(options: GrowthBookProviderOptions): ExperimentProvider {
  const active = new Map<string, string>();
  const growthbook = new GrowthBook({
    apiHost: options.apiHost,
    clientKey: options.clientKey,
    attributes: { id: options.visitorId },
    trackingCallback: (experiment, result) => {
      const variantId = String(result.key);
      if (active.get(experiment.key) === variantId) return;
      active.set(experiment.key, variantId);
      options.onExperimentViewed?.({ experimentId: experiment.key, variantId });
    },
  });

  return {
    name: 'growthbook',
    async start() {
      if (options.payload) await growthbook.setPayload(options.payload);
      else {
        const { error } = await growthbook.init({ timeout: WHITE_OUT_TIMEOUT_MS });
        if (error) throw error;
      }
      // Evaluating every feature applies the experiments behind them and records the exposure.
      for (const key of Object.keys(growthbook.getFeatures())) growthbook.evalFeature(key);
    },
    activeExperiments() {
      return [...active].map(([experimentId, variantId]) => ({ experimentId, variantId }));
    },
    featureValue<T>(key: string, fallback: T): T {
      return growthbook.getFeatureValue(key, fallback as never) as T;
    },
  };
}
