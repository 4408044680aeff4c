import { chooseProvider, getActiveExperiments, startExperiments } from '.';
import type { ExperimentConfig } from './config';

const NONE: ExperimentConfig = {
  growthbookClientKey: undefined,
  growthbookApiHost: 'https://cdn.growthbook.io',
  optimizelySnippetId: undefined,
  waitForExperiments: true,
};

describe('experiments runtime', () => {
  beforeEach(() => {
    document.documentElement.style.opacity = '0';
  });

  it('reveals the page at once without A/B consent, even with the wait flag and a provider', () => {
    startExperiments(false, { ...NONE, optimizelySnippetId: '12345' });
    expect(document.documentElement.style.opacity).toBe('');
    expect(getActiveExperiments()).toEqual({ experimentIds: [], variantIds: [] });
    expect(document.querySelector('script[src*="optimizely"]')).toBeNull();
  });

  it('reveals the page at once when no provider is configured', () => {
    startExperiments(true, NONE);
    expect(document.documentElement.style.opacity).toBe('');
  });

  it('prefers GrowthBook (with a visitor id) over Optimizely', () => {
    const both = { ...NONE, growthbookClientKey: 'sdk-abc', optimizelySnippetId: '12345' };
    expect(chooseProvider(both, '5f1b7c62-3f4e-4a8b-9c1d-2e3f4a5b6c7d')?.name).toBe('growthbook');
    expect(chooseProvider(both, null)?.name).toBe('optimizely');
    expect(chooseProvider(NONE, 'id')).toBeNull();
  });
});
