import fs from 'node:fs';
import path from 'node:path';
import { FORM_IDS } from '@/constants/forms';
import { assertServingEnv, EnvError, parseEnv, SERVER_ENV_VARIABLES } from './env';

/** A production environment that starts (the editor in GitHub mode, decision 0160). */
const PRODUCTION = {
  APP_STAGE: 'production',
  SITE_URL: 'https://www.example.com',
  PREVIEW_SECRET: 'p',
  SESSION_SECRET: 's',
  LEADS_PASSWORD: 'l',
  BUGSNAG_API_KEY: 'b',
  KEYSTATIC_STORAGE: 'github',
  KEYSTATIC_GITHUB_REPO: 'switchboard/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'c',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'c',
  KEYSTATIC_SECRET: 'k'.repeat(32),
  EDITOR_PASSWORD: 'e',
};

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
    expect(() => assertServingEnv(parseEnv(PRODUCTION))).toThrow(
      new EnvError(
        'Not ready to serve in production:\n' +
          "- SMTP_URL is required in production: sign-in codes and demo confirmations go by mail (unset, they are written to this instance's disk and reach no one)\n" +
          '- MAIL_FROM must be the site\'s real sender in production (e.g. Switchboard <hello@switchboard.com>), not "Switchboard <hello@switchboard.localhost>"',
      ),
    );
    const mail = {
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
      MAIL_FROM: 'Switchboard <hello@switchboard.com>',
    };
    expect(() => assertServingEnv(parseEnv({ ...PRODUCTION, ...mail }))).not.toThrow();
    // make start and make test serve with the embedded outbox.
    expect(() => assertServingEnv(parseEnv({}))).not.toThrow();
    expect(() => assertServingEnv(parseEnv({ APP_STAGE: 'test' }))).not.toThrow();
  });

  it('.env.example documents every variable the server reads', () => {
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(SERVER_ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});
