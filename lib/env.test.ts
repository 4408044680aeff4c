import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs locally on embedded defaults with an empty environment', () => {
    const env = parseEnv({});
    expect(env.APP_STAGE).toBe('local');
    expect(env.DATA_DIR).toBe('data');
    expect(env.SITE_URL).toBe('http://localhost:3000');
  });

  it('refuses to start in production and names every missing required value', () => {
    expect(() =>
      parseEnv({ APP_STAGE: 'production', SITE_URL: 'https://www.example.com' }),
    ).toThrow(
      'Missing required production environment variables: PREVIEW_SECRET, SESSION_SECRET, LEADS_PASSWORD, BUGSNAG_API_KEY.',
    );
  });

  it('refuses to start in production with the site clock moved (SITE_CLOCK)', () => {
    const production = {
      APP_STAGE: 'production',
      SITE_URL: 'https://www.example.com',
      PREVIEW_SECRET: 'p',
      SESSION_SECRET: 's',
      LEADS_PASSWORD: 'l',
      BUGSNAG_API_KEY: 'b',
      // Production edits through GitHub (decision 0160).
      KEYSTATIC_STORAGE: 'github',
      KEYSTATIC_GITHUB_REPO: 'switchboard/website',
      KEYSTATIC_GITHUB_CLIENT_ID: 'c',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'c',
      KEYSTATIC_SECRET: 'k'.repeat(32),
      EDITOR_PASSWORD: 'e',
    };
    expect(() => parseEnv(production)).not.toThrow();
    expect(() => parseEnv({ ...production, SITE_CLOCK: '2026-11-25T12:00:00Z' })).toThrow(
      new EnvError(
        'SITE_CLOCK is set in the production stage: a live site tells the real time (unset it).',
      ),
    );
    expect(parseEnv({ SITE_CLOCK: '2026-11-25T12:00:00Z', APP_STAGE: 'test' }).APP_STAGE).toBe(
      'test',
    );
  });

  it('treats blank values as unset', () => {
    expect(() =>
      parseEnv({ APP_STAGE: 'production', SITE_URL: 'https://x.example', PREVIEW_SECRET: ' ' }),
    ).toThrow(/PREVIEW_SECRET/);
  });

  it('rejects a malformed value with a clear message', () => {
    expect(() => parseEnv({ SIGNUP_API_URL: 'not a url' })).toThrow(EnvError);
    expect(() => parseEnv({ APP_STAGE: 'staging' })).toThrow(/APP_STAGE must be one of/);
  });

  it('refuses an outbox secret a scheduler could be guessed by (CRON_SECRET under 32 characters)', () => {
    expect(() => parseEnv({ CRON_SECRET: 'short-secret' })).toThrow(
      'CRON_SECRET must be at least 32 characters',
    );
    expect(parseEnv({ CRON_SECRET: 'x'.repeat(32) }).CRON_SECRET).toBe('x'.repeat(32));
  });
});
