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

  it('treats blank values as unset', () => {
    expect(() =>
      parseEnv({ APP_STAGE: 'production', SITE_URL: 'https://x.example', PREVIEW_SECRET: ' ' }),
    ).toThrow(/PREVIEW_SECRET/);
  });

  it('rejects a malformed value with a clear message', () => {
    expect(() => parseEnv({ SIGNUP_API_URL: 'not a url' })).toThrow(EnvError);
    expect(() => parseEnv({ APP_STAGE: 'staging' })).toThrow(/APP_STAGE must be one of/);
  });
});
