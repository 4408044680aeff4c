import { benchSelection } from './selection';

describe('choosing the load scenarios and engines (BENCH_SCENARIOS, BENCH_ENGINES)', () => {
  it('runs the full bench on both engines when neither is set', () => {
    expect(benchSelection({})).toEqual({
      scenariosOnly: false,
      scenarios: ['leads', 'events', 'signup'],
      engines: ['sqlite', 'postgres'],
    });
  });

  it('runs only the named scenarios, in the bench order, on the named engines', () => {
    expect(benchSelection({ BENCH_SCENARIOS: 'signup, leads', BENCH_ENGINES: 'postgres' })).toEqual(
      { scenariosOnly: true, scenarios: ['leads', 'signup'], engines: ['postgres'] },
    );
  });

  it('refuses a name it does not know, naming it and the ones it takes', () => {
    expect(() => benchSelection({ BENCH_SCENARIOS: 'leads,static' })).toThrow(
      "BENCH_SCENARIOS names 'static'; it takes a comma-separated list of leads, events, signup",
    );
    expect(() => benchSelection({ BENCH_ENGINES: 'mysql' })).toThrow(
      "BENCH_ENGINES names 'mysql'; it takes a comma-separated list of sqlite, postgres",
    );
  });
});
