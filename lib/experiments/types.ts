/**
 * One interface for the A/B-testing tool, whichever provider runs behind it (decision 0060).
 * Components never talk to GrowthBook or Optimizely directly.
 */
export interface ActiveExperiment {
  experimentId: string;
  variantId: string;
}

export interface ExperimentProvider {
  readonly name: 'growthbook' | 'optimizely';
  /** Loads and applies the experiments; resolves once they are applied (or rejects). */
  start(): Promise<void>;
  /** Experiments the visitor is in, with the variant shown. */
  activeExperiments(): ActiveExperiment[];
  /** A feature's value for this visitor (GrowthBook features; Optimizely answers the fallback). */
  featureValue<T>(key: string, fallback: T): T;
}
