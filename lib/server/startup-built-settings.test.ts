import { resetEnvForTests } from '@/lib/env';
import { builtSettingMismatches, startServerOrExit } from './startup';

/**
 * next.config.ts fixes the stage, the site's address and the editor's storage at build time
 * (NEXT_PUBLIC_*, inlined into server bundles too). An instance whose run-time settings differ
 * would check one configuration and serve another, so it refuses to start, naming each setting.
 * Under Jest nothing inlines them: the tests set the variables a build would have fixed.
 */
const PRODUCTION_ENV: Record<string, string> = {
  APP_STAGE: 'production',
  SITE_URL: 'https://www.switchboard.example',
  PREVIEW_SECRET: 'preview-secret-for-the-start-up-test',
  SESSION_SECRET: 'session-secret-for-the-start-up-test',
  LEADS_PASSWORD: 'leads-password-for-the-start-up-test',
  BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef',
  KEYSTATIC_STORAGE: 'github',
  KEYSTATIC_GITHUB_REPO: 'switchboard/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'github-client-secret-for-the-test',
  KEYSTATIC_SECRET: 'a-keystatic-secret-of-more-than-32-characters',
  EDITOR_PASSWORD: 'editor-password-for-the-start-up-test',
  SMTP_URL: 'smtp://mailer:mail-password@127.0.0.1:1',
  MAIL_FROM: 'Switchboard <hello@switchboard.example>',
};

/** What `npm run build` without KEYSTATIC_STORAGE fixes (next.config.ts's defaults). */
const LOCAL_EDITOR_BUILD: Record<string, string> = {
  NEXT_PUBLIC_APP_STAGE: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://www.switchboard.example',
  NEXT_PUBLIC_KEYSTATIC_STORAGE: 'local',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: '',
};

const saved = { ...process.env };

afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
});

it('refuses to start a build made for the local editor with KEYSTATIC_STORAGE=github, saying to rebuild', async () => {
  // Production refuses a site clock; the test setup sets one.
  delete process.env.SITE_CLOCK;
  Object.assign(process.env, PRODUCTION_ENV, LOCAL_EDITOR_BUILD);
  resetEnvForTests();
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);

  await startServerOrExit();

  expect(exit).toHaveBeenCalledWith(1);
  expect(logged.mock.calls).toEqual([
    [
      '[startup] Switchboard website did not start: Built with other settings than it runs with ' +
        '(next.config.ts fixes them at build time):\n' +
        '- KEYSTATIC_STORAGE: this build was made with "local" but runs with "github". Rebuild ' +
        'with the settings it runs with (KEYSTATIC_STORAGE=github npm run build).',
    ],
  ]);
  expect(info.mock.calls.flat().join('\n')).not.toContain('ready');
});

describe('builtSettingMismatches', () => {
  const run = {
    APP_STAGE: 'production',
    SITE_URL: 'https://www.switchboard.example',
    KEYSTATIC_STORAGE: 'github',
    KEYSTATIC_GITHUB_REPO: 'switchboard/website',
  };

  it('names every setting the build fixed otherwise, one line each with both values', () => {
    expect(
      builtSettingMismatches(
        {
          APP_STAGE: 'preview',
          SITE_URL: 'http://localhost:3000',
          KEYSTATIC_STORAGE: 'github',
          KEYSTATIC_GITHUB_REPO: 'switchboard/website-staging',
        },
        run,
      ),
    ).toEqual([
      'APP_STAGE: this build was made with "preview" but runs with "production". Rebuild with ' +
        'the settings it runs with (APP_STAGE=production npm run build).',
      'SITE_URL: this build was made with "http://localhost:3000" but runs with ' +
        '"https://www.switchboard.example". Rebuild with the settings it runs with ' +
        '(SITE_URL=https://www.switchboard.example npm run build).',
      'KEYSTATIC_GITHUB_REPO: this build was made with "switchboard/website-staging" but runs ' +
        'with "switchboard/website". Rebuild with the settings it runs with ' +
        '(KEYSTATIC_GITHUB_REPO=switchboard/website npm run build).',
    ]);
  });

  it('catches a production build started without APP_STAGE (the local stage serves the local editor)', () => {
    expect(
      builtSettingMismatches(
        { ...run, APP_STAGE: 'production', KEYSTATIC_STORAGE: 'local' },
        { ...run, APP_STAGE: 'local', KEYSTATIC_STORAGE: 'local', SITE_URL: run.SITE_URL },
      ),
    ).toEqual([
      'APP_STAGE: this build was made with "production" but runs with "local". Rebuild with ' +
        'the settings it runs with (APP_STAGE=local npm run build).',
    ]);
  });

  it('accepts the same settings, a trailing slash aside', () => {
    expect(
      builtSettingMismatches({ ...run, SITE_URL: 'https://www.switchboard.example/' }, run),
    ).toEqual([]);
  });

  it('leaves the local and test stages alone (an e2e build serves any port), and code Next did not build', () => {
    const testRun = { ...run, APP_STAGE: 'test', SITE_URL: 'http://127.0.0.1:3100' };
    expect(
      builtSettingMismatches(
        { APP_STAGE: 'test', SITE_URL: 'http://localhost:3000', KEYSTATIC_STORAGE: 'local' },
        { ...testRun, KEYSTATIC_STORAGE: 'local' },
      ),
    ).toEqual([]);
    expect(builtSettingMismatches({}, run)).toEqual([]);
  });
});
