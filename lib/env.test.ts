import fs from 'node:fs';
import path from 'node:path';
import { FORM_IDS } from '@/constants/forms';
import { assertServingEnv, EnvError, parseEnv, SERVER_ENV_VARIABLES } from './env';

/** Real mail, which a production instance needs to serve. */
const MAIL = {
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MAIL_FROM: 'Switchboard <hello@switchboard.com>',
};

/** A production environment that starts (the editor in GitHub mode, decision 0160). */
const PRODUCTION = {
  APP_STAGE: 'production',
  SITE_URL: 'https://www.example.com',
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
  LEADS_PASSWORD: 'l',
  BUGSNAG_API_KEY: 'b',
  KEYSTATIC_STORAGE: 'github',
  KEYSTATIC_GITHUB_REPO: 'switchboard/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'c',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'c',
  KEYSTATIC_SECRET: 'k'.repeat(32),
  EDITOR_PASSWORD: 'e',
  ...MAIL,
};
const { SMTP_URL: _smtp, MAIL_FROM: _from, ...PRODUCTION_WITHOUT_MAIL } = PRODUCTION;

/** Every form of the site mapped to a HubSpot form GUID. */
const EVERY_FORM_GUID = JSON.stringify(
  Object.fromEntries(Object.values(FORM_IDS).map((id, n) => [id, `guid-${n}`])),
);
const HUBSPOT = {
  HUBSPOT_PORTAL_ID: '4470500',
  HUBSPOT_FORMS_HOST: 'https://api.hsforms.com',
  HUBSPOT_FORM_GUIDS: EVERY_FORM_GUID,
};

const problemOf = (raw: Record<string, string>) => {
  try {
    parseEnv(raw);
  } catch (error) {
    return error instanceof EnvError ? error.message : `not an EnvError: ${String(error)}`;
  }
  return 'no problem';
};

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
    expect(() => parseEnv(PRODUCTION)).not.toThrow();
    expect(() => parseEnv({ ...PRODUCTION, SITE_CLOCK: '2026-11-25T12:00:00Z' })).toThrow(
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

  it('refuses a provider configured by half in a deployed stage, naming what is missing', () => {
    expect(problemOf({ ...PRODUCTION, HUBSPOT_PORTAL_ID: '4470500' })).toBe(
      'Invalid provider settings:\n' +
        '- HubSpot is half configured: HUBSPOT_FORMS_HOST and HUBSPOT_FORM_GUIDS are missing. ' +
        'Set HUBSPOT_PORTAL_ID, HUBSPOT_FORMS_HOST, HUBSPOT_FORM_GUIDS together, or none of them.',
    );
    expect(
      problemOf({ ...PRODUCTION, APP_STAGE: 'preview', META_ACCESS_TOKEN: 'meta-token' }),
    ).toBe(
      'Invalid provider settings:\n' +
        '- Meta is half configured: META_PIXEL_ID is missing. ' +
        'Set META_PIXEL_ID, META_ACCESS_TOKEN together, or none of them.',
    );
    expect(problemOf({ ...PRODUCTION, LINKEDIN_ACCESS_TOKEN: 'li-token' })).toContain(
      '- LinkedIn is half configured: LINKEDIN_CONVERSION_IDS is missing.',
    );
    // Whole, each provider starts.
    expect(
      problemOf({
        ...PRODUCTION,
        ...HUBSPOT,
        META_PIXEL_ID: '998877',
        META_ACCESS_TOKEN: 'meta-token',
        LINKEDIN_ACCESS_TOKEN: 'li-token',
        LINKEDIN_CONVERSION_IDS: '{"demo":"123","trial":456}',
      }),
    ).toBe('no problem');
    // The local and test stages switch a provider off by dropping one of its variables.
    expect(problemOf({ APP_STAGE: 'test', HUBSPOT_PORTAL_ID: '4470500' })).toBe('no problem');
  });

  it('refuses id maps that are not JSON objects, naming the variable (every lead would be a dead letter)', () => {
    expect(problemOf({ HUBSPOT_FORM_GUIDS: "{'request-demo': 'a1b2'}" })).toBe(
      'Invalid provider settings:\n' +
        "- HUBSPOT_FORM_GUIDS must be a JSON object mapping the site's form ids to HubSpot form " +
        'GUIDs, e.g. {"request-demo":"a1b2c3d4-..."} (it is not valid JSON)',
    );
    expect(problemOf({ LINKEDIN_CONVERSION_IDS: '["123","456"]' })).toBe(
      'Invalid provider settings:\n' +
        '- LINKEDIN_CONVERSION_IDS must be a JSON object mapping the conversions (demo, trial) ' +
        'to LinkedIn conversion rule ids, e.g. {"demo":"123","trial":"456"}',
    );
    expect(problemOf({ LINKEDIN_CONVERSION_IDS: '{"demo":"123","signup":"456"}' })).toBe(
      'Invalid provider settings:\n' +
        '- LINKEDIN_CONVERSION_IDS names unknown keys: signup (known: demo, trial)',
    );
  });

  it('refuses a production HubSpot map that leaves a form without a GUID (its leads would be dead letters)', () => {
    const { [FORM_IDS.contactSales]: _unmapped, ...others } = JSON.parse(EVERY_FORM_GUID) as Record<
      string,
      string
    >;
    expect(
      problemOf({ ...PRODUCTION, ...HUBSPOT, HUBSPOT_FORM_GUIDS: JSON.stringify(others) }),
    ).toBe('Invalid provider settings:\n- HUBSPOT_FORM_GUIDS has no id for: contact-sales');
  });

  it('refuses an SMTP_URL that is not an smtp:// URL, without repeating its password', () => {
    const message = problemOf({ SMTP_URL: 'https://mailer:hunter2@mail.example.com' });
    expect(message).toBe(
      'Invalid environment:\n' +
        '- SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@host:587',
    );
    expect(problemOf({ SMTP_URL: 'mail.example.com:587' })).toMatch(/SMTP_URL must be an smtp/);
    expect(problemOf({ SMTP_URL: 'smtps://mailer:hunter2@mail.example.com:465' })).toBe(
      'no problem',
    );
  });

  it('refuses to serve production without real mail (SMTP_URL and a real MAIL_FROM)', () => {
    expect(() => assertServingEnv(parseEnv(PRODUCTION_WITHOUT_MAIL))).toThrow(
      new EnvError(
        'Not ready to serve in production:\n' +
          "- SMTP_URL is required in production: sign-in codes and demo confirmations go by mail (unset, they are written to this instance's disk and reach no one)\n" +
          '- MAIL_FROM must be the site\'s real sender in production (e.g. Switchboard <hello@switchboard.com>), not "Switchboard <hello@switchboard.localhost>"',
      ),
    );
    expect(() => assertServingEnv(parseEnv(PRODUCTION))).not.toThrow();
    // make start and make test serve with the embedded outbox.
    expect(() => assertServingEnv(parseEnv({}))).not.toThrow();
    expect(() => assertServingEnv(parseEnv({ APP_STAGE: 'test' }))).not.toThrow();
  });

  it('names the problems of every check in one message, mail included (one start, not one per check)', () => {
    expect(
      problemOf({
        APP_STAGE: 'production',
        CRON_SECRET: 'short-secret',
        META_PIXEL_ID: '998877',
        SITE_CLOCK: '2026-11-25T12:00:00Z',
      }),
    ).toBe(
      'Invalid environment:\n' +
        '- CRON_SECRET must be at least 32 characters\n' +
        'Missing required production environment variables: SITE_URL, PREVIEW_SECRET, SESSION_SECRET, LEADS_PASSWORD, BUGSNAG_API_KEY. See .env.example for what each one does.\n' +
        'Invalid editor storage:\n' +
        '- KEYSTATIC_STORAGE=local writes the files of the server it runs on, with no login: the production stage does not start with it. Set KEYSTATIC_STORAGE=github (see .env.example).\n' +
        'Invalid provider settings:\n' +
        '- Meta is half configured: META_ACCESS_TOKEN is missing. Set META_PIXEL_ID, META_ACCESS_TOKEN together, or none of them.\n' +
        'SITE_CLOCK is set in the production stage: a live site tells the real time (unset it).\n' +
        'Not ready to serve in production:\n' +
        "- SMTP_URL is required in production: sign-in codes and demo confirmations go by mail (unset, they are written to this instance's disk and reach no one)\n" +
        '- MAIL_FROM must be the site\'s real sender in production (e.g. Switchboard <hello@switchboard.com>), not "Switchboard <hello@switchboard.localhost>"',
    );
    // Mail alone stops no release script (npm run migrate sends none): start-up checks it.
    expect(problemOf(PRODUCTION_WITHOUT_MAIL)).toBe('no problem');
  });

  it('refuses a DATABASE_URL pg or psql would misread, naming the fix and never the password', () => {
    const notAUrl =
      'Invalid environment:\n' +
      '- DATABASE_URL is not a valid URL (postgres://user:password@host:5432/database): the port ' +
      'must be a number up to 65535, and @ # / ? in the user name or password percent-encoded ' +
      '(%40 %23 %2F %3F)';
    const twoAts =
      'Invalid environment:\n' +
      '- DATABASE_URL has more than one @ before its host: percent-encode an @ in the user name ' +
      'or password as %40';
    const refused = {
      'postgres://app:hunter2@db.internal:5432x/site': notAUrl,
      'postgres://app:hun@ter2@db.internal/site': twoAts,
      'postgres://app:hun#ter2@db.internal/site': notAUrl,
      // These parse, as host "app", port 12 and a database or query that hold the real host.
      'postgres://app:12/34@db.internal/site': notAUrl,
      'postgres://app:12?34@db.internal/site': notAUrl,
      'postgres://app:hunter2@db.internal:99999/site': notAUrl,
      'mysql://app:hunter2@db.internal/site':
        'Invalid environment:\n- DATABASE_URL must be a postgres:// URL',
    };
    for (const [url, message] of Object.entries(refused)) {
      expect(problemOf({ DATABASE_URL: url })).toBe(message);
    }
    for (const url of [
      'postgres://app:hun%40ter2@db.internal:5432/site?sslmode=verify-full',
      'postgresql://app@db.internal/site?options=-c%20statement_timeout%3D30000',
      'postgres://postgres@/switchboard?host=/run/postgresql',
      'postgres:///switchboard?host=/run/postgresql',
      'postgres://app:hunter2@[::1]:5432/site',
    ]) {
      expect(problemOf({ DATABASE_URL: url })).toBe('no problem');
    }
  });

  it('refuses sales working hours the scheduler cannot read, naming every bad variable', () => {
    expect(
      problemOf({
        APP_STAGE: 'test',
        SALES_TIME_ZONE: 'Mars/Olympus',
        SALES_WORKING_HOURS: '9-17',
        SALES_HOLIDAYS: '2026-12-24,25/12/2026',
      }),
    ).toBe(
      'Invalid environment:\n' +
        "- SALES_TIME_ZONE: 'Mars/Olympus' is not an IANA zone\n" +
        "- SALES_WORKING_HOURS: '9' is not a time HH:mm\n" +
        "- SALES_HOLIDAYS: '25/12/2026' is not a day of the calendar (YYYY-MM-DD)",
    );
    expect(problemOf({ SALES_WORKING_HOURS: '17:00-09:00', SALES_MEETING_MINUTES: 'half' })).toBe(
      'Invalid environment:\n' +
        '- SALES_MEETING_MINUTES must be a `number` type, but the final value was: `NaN` (cast from the value `"half"`).\n' +
        "- SALES_WORKING_HOURS: '17:00-09:00' leaves no room for one meeting",
    );
    // A day Date would read as another (30 February is 2 March): the holiday would silently not apply.
    expect(problemOf({ SALES_HOLIDAYS: '2026-12-24,2026-02-30' })).toBe(
      "Invalid environment:\n- SALES_HOLIDAYS: '2026-02-30' is not a day of the calendar (YYYY-MM-DD)",
    );
    // Hours that only the meeting length makes too short.
    expect(problemOf({ SALES_WORKING_HOURS: '09:00-10:00', SALES_MEETING_MINUTES: '90' })).toBe(
      "Invalid environment:\n- SALES_WORKING_HOURS: '09:00-10:00' leaves no room for one meeting",
    );
    expect(
      problemOf({
        SALES_TIME_ZONE: 'Europe/Berlin',
        SALES_WORKING_DAYS: '1,2,3,4',
        SALES_WORKING_HOURS: '08:30-16:00',
        SALES_HOLIDAYS: '2026-12-24, 2026-12-25',
      }),
    ).toBe('no problem');
  });

  it('refuses a SESSION_SECRET or PREVIEW_SECRET under 32 characters in the preview and production stages', () => {
    const short = { SESSION_SECRET: 'b', PREVIEW_SECRET: 'x'.repeat(31) };
    const message =
      'Invalid environment:\n' +
      '- PREVIEW_SECRET must be at least 32 random characters in the preview and production stages\n' +
      '- SESSION_SECRET must be at least 32 random characters in the preview and production stages';
    expect(problemOf({ ...PRODUCTION, ...short })).toBe(message);
    expect(problemOf({ APP_STAGE: 'preview', ...short })).toBe(message);
    // Local and test runs (make start, the suites) keep their short ones.
    expect(problemOf({ APP_STAGE: 'test', ...short })).toBe('no problem');
    expect(problemOf(short)).toBe('no problem');
  });

  it('.env.example documents every variable the server reads', () => {
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(SERVER_ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});
