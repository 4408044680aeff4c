import { resetEnvForTests } from '@/lib/env';
import { setProcessDbForTests } from '@/lib/server/db';
import { startServerOrExit } from '@/lib/server/startup';

/**
 * What an operator sees when an instance's environment is wrong (decision 0249, docs/deploy.md):
 * the process ends with code 1 and one message naming every problem, before it touches the
 * database, and never says "ready".
 */
const saved = process.env;

/** A production environment that serves (the editor in GitHub mode, real mail). */
const PRODUCTION = {
  APP_STAGE: 'production',
  SITE_URL: 'https://www.example.com',
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
  LEADS_PASSWORD: 'leads password',
  BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef',
  KEYSTATIC_STORAGE: 'github',
  KEYSTATIC_GITHUB_REPO: 'switchboard/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.client',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
  KEYSTATIC_SECRET: 'k'.repeat(32),
  EDITOR_PASSWORD: 'editor password',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MAIL_FROM: 'Switchboard <hello@switchboard.com>',
};

afterEach(() => {
  process.env = saved;
  resetEnvForTests();
});

/** Starts with exactly `variables` (and the test's data folder); what start-up logged and did. */
async function startWith(variables: Record<string, string>) {
  process.env = { NODE_ENV: 'test', DATA_DIR: saved.DATA_DIR, ...variables };
  resetEnvForTests();
  setProcessDbForTests(undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  await startServerOrExit();
  return {
    exitCode: exit.mock.calls[0]?.[0],
    errors: logged.mock.calls.map((args) => args.join(' ')),
    info: info.mock.calls.flat().join('\n'),
  };
}

it('names every problem of a bare APP_STAGE=production in one start', async () => {
  const start = await startWith({ APP_STAGE: 'production' });
  expect(start.exitCode).toBe(1);
  expect(start.errors).toEqual([
    '[startup] Switchboard website did not start: Missing required production environment variables: SITE_URL, PREVIEW_SECRET, SESSION_SECRET, LEADS_PASSWORD, BUGSNAG_API_KEY. See .env.example for what each one does.\n' +
      'Invalid editor storage:\n' +
      '- KEYSTATIC_STORAGE=local writes the files of the server it runs on, with no login: the production stage does not start with it. Set KEYSTATIC_STORAGE=github (see .env.example).\n' +
      'Not ready to serve in production:\n' +
      "- SMTP_URL is required in production: sign-in codes and demo confirmations go by mail (unset, they are written to this instance's disk and reach no one)\n" +
      '- MAIL_FROM must be the site\'s real sender in production (e.g. Switchboard <hello@switchboard.com>), not "Switchboard <hello@switchboard.localhost>"',
  ]);
  expect(start.info).not.toContain('ready');
});

it('refuses a malformed DATABASE_URL by name, with the fix and without the password', async () => {
  const start = await startWith({
    ...PRODUCTION,
    DATABASE_URL: 'postgres://switchboard:s3cret-password@db.internal:5432x/site',
  });
  expect(start.exitCode).toBe(1);
  expect(start.errors).toEqual([
    '[startup] Switchboard website did not start: Invalid environment:\n' +
      '- DATABASE_URL is not a valid URL (postgres://user:password@host:5432/database): the port must be a number up to 65535, and @ # / ? in the user name or password percent-encoded (%40 %23 %2F %3F)',
  ]);
  expect(start.errors.join('\n')).not.toContain('s3cret');
});

it('refuses a DATABASE_URL whose password holds an unescaped @ (psql would read another host)', async () => {
  const start = await startWith({
    ...PRODUCTION,
    DATABASE_URL: 'postgres://switchboard:s3cret@word@db.internal/site',
  });
  expect(start.exitCode).toBe(1);
  expect(start.errors).toEqual([
    '[startup] Switchboard website did not start: Invalid environment:\n' +
      '- DATABASE_URL has more than one @ before its host: percent-encode an @ in the user name or password as %40',
  ]);
});

it("refuses sales working hours the scheduler cannot read, instead of a visitor's 500", async () => {
  const start = await startWith({
    APP_STAGE: 'test',
    SALES_TIME_ZONE: 'Mars/Olympus',
    SALES_WORKING_HOURS: '17:00-09:00',
    SALES_HOLIDAYS: '25/12/2026',
  });
  expect(start.exitCode).toBe(1);
  expect(start.errors).toEqual([
    '[startup] Switchboard website did not start: Invalid environment:\n' +
      "- SALES_TIME_ZONE: 'Mars/Olympus' is not an IANA zone\n" +
      "- SALES_WORKING_HOURS: '17:00-09:00' leaves no room for one meeting\n" +
      "- SALES_HOLIDAYS: '25/12/2026' is not a day of the calendar (YYYY-MM-DD)",
  ]);
  expect(start.info).not.toContain('ready');
});

it('refuses a one-character SESSION_SECRET in production', async () => {
  const start = await startWith({ ...PRODUCTION, SESSION_SECRET: 'b' });
  expect(start.exitCode).toBe(1);
  expect(start.errors).toEqual([
    '[startup] Switchboard website did not start: Invalid environment:\n' +
      '- SESSION_SECRET must be at least 32 random characters in the preview and production stages',
  ]);
});

it('refuses a short PREVIEW_SECRET in preview', async () => {
  const start = await startWith({
    APP_STAGE: 'preview',
    BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef',
    PREVIEW_SECRET: 'preview',
  });
  expect(start.exitCode).toBe(1);
  expect(start.errors).toEqual([
    '[startup] Switchboard website did not start: Invalid environment:\n' +
      '- PREVIEW_SECRET must be at least 32 random characters in the preview and production stages',
  ]);
});
