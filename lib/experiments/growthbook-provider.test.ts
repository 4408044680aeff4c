import { lazyGrowthBookProvider } from '.';
import { createGrowthBookProvider } from './growthbook-provider';
import { readOptimizelyExperiments } from './optimizely-provider';

const payload = {
  features: {
    'demo-form-layout': {
      defaultValue: 'control',
      rules: [
        {
          key: 'exp-demo-form',
          variations: ['control', 'two-step'],
          weights: [0.5, 0.5],
          hashAttribute: 'id',
        },
      ],
    },
  },
};

async function variantFor(visitorId: string) {
  const provider = createGrowthBookProvider({ visitorId, payload });
  await provider.start();
  return { provider, experiments: provider.activeExperiments() };
}

describe('GrowthBook experiments', () => {
  it('puts a visitor in the experiment and always in the same variation for the same visitor id', async () => {
    const first = await variantFor('5f1b7c62-3f4e-4a8b-9c1d-2e3f4a5b6c7d');
    const again = await variantFor('5f1b7c62-3f4e-4a8b-9c1d-2e3f4a5b6c7d');
    expect(first.experiments).toHaveLength(1);
    expect(first.experiments[0]?.experimentId).toBe('exp-demo-form');
    expect(['0', '1']).toContain(first.experiments[0]?.variantId);
    expect(again.experiments).toEqual(first.experiments);
    const value = first.provider.featureValue('demo-form-layout', 'fallback');
    expect(value).toBe(first.experiments[0]?.variantId === '0' ? 'control' : 'two-step');
  });

  it('spreads visitors over both variations', async () => {
    const variants = new Set<string>();
    for (let n = 0; n < 40; n += 1) {
      const { experiments } = await variantFor(`visitor-${n}`);
      variants.add(experiments[0]?.variantId ?? 'none');
    }
    expect(variants).toEqual(new Set(['0', '1']));
  });
});

describe('GrowthBook loaded on demand', () => {
  it('is in no experiment before the SDK has loaded, then in the same variation as the SDK itself', async () => {
    const visitorId = '5f1b7c62-3f4e-4a8b-9c1d-2e3f4a5b6c7d';
    const lazy = lazyGrowthBookProvider({ visitorId, payload });
    expect(lazy.name).toBe('growthbook');
    expect(lazy.activeExperiments()).toEqual([]);
    expect(lazy.featureValue('demo-form-layout', 'fallback')).toBe('fallback');
    await lazy.start();
    const direct = await variantFor(visitorId);
    expect(lazy.activeExperiments()).toEqual(direct.experiments);
    expect(lazy.featureValue('demo-form-layout', 'fallback')).toBe(
      direct.provider.featureValue('demo-form-layout', 'fallback'),
    );
  });
});

describe('Optimizely experiments', () => {
  it('reads active experiment and variation ids from the state API', () => {
    const client = {
      get: () => ({
        getActiveExperimentIds: () => ['2001', '2002'],
        getVariationMap: () => ({ '2001': { id: '3001', name: 'B' }, '2002': undefined }),
      }),
    };
    expect(readOptimizelyExperiments(client)).toEqual([
      { experimentId: '2001', variantId: '3001' },
    ]);
    expect(readOptimizelyExperiments(undefined)).toEqual([]);
  });
});
