import '@/lib/server/only-on-server';
import * as yup from 'yup';
import { siteClockSetting } from '@/lib/clock';
import { SALES_HOURS_DEFAULTS } from '@/constants/scheduling';
import { KEYSTATIC_STORAGE_KINDS, keystaticStorageProblems } from '@/lib/keystatic-storage';
import {
  parseWorkingHours,
  WorkingHoursError,
  type WorkingHoursSettings,
} from '@/lib/scheduling/working-hours';
import { DEPLOYED_STAGES, providerProblems, servingProblems } from './env-providers';

/**
 * The server's environment, parsed once. APP_STAGE says where the site runs: 'local' (make start,
 * embedded defaults), 'test', 'preview' or 'production'. Values marked requiredInProduction make the
 * server refuse to start in the production stage when they are missing, naming each one.
 * Every variable is documented in .env.example.
 */
const STAGES = ['local', 'test', 'preview', 'production'] as const;

/** An http(s) URL; yup's url() refuses hosts without a dot such as localhost. */
const httpUrl = () =>
  yup
    .string()
    .trim()
    .test('http-url', '${path} must be an http(s) URL', (value) => {
      if (value === undefined) return true;
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });
const optionalUrl = httpUrl().optional();
const optionalString = yup.string().trim().optional();

/**
 * A secret that signs what browsers hold (sessions, sign-in and preview links): where the site is
 * deployed, as long as CRON_SECRET and KEYSTATIC_SECRET. Local and test runs keep short ones.
 */
const deployedSecret = (name: string) =>
  optionalString.when('APP_STAGE', {
    is: (stage: string) => DEPLOYED_STAGES.includes(stage),
    then: (secret) =>
      secret.min(
        32,
        `${name} must be at least 32 random characters in the preview and production stages`,
      ),
  });

const DATABASE_URL_NOT_A_URL =
  'DATABASE_URL is not a valid URL (postgres://user:password@host:5432/database): the port must ' +
  'be a number up to 65535, and @ # / ? in the user name or password percent-encoded ' +
  '(%40 %23 %2F %3F)';

/**
 * Why DATABASE_URL cannot be read as one database, or undefined. Messages never repeat the URL:
 * it holds the password.
 */
function databaseUrlProblem(url: string): string | undefined {
  if (!/^postgres(ql)?:\/\//.test(url)) return 'DATABASE_URL must be a postgres:// URL';
  const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
  const rest = url.slice(url.indexOf('//') + 2, queryAt);
  const [authority = '', ...path] = rest.split('/');
  // pg splits the user information from the host at the last @, libpq (psql, pg_dump) at the
  // first: the same URL would name two hosts.
  if (authority.split('@').length > 2) {
    return 'DATABASE_URL has more than one @ before its host: percent-encode an @ in the user name or password as %40';
  }
  // A password holding / ? or # ends the host early and reads as a host, port and database or
  // query that happen to parse (postgres://app:12/34@db.internal/site): refuse what they leave.
  const queryKeys = [...new URLSearchParams(url.slice(queryAt + 1).split('#', 1)[0]).keys()];
  if (
    url.includes('#') ||
    path.join('/').includes('@') ||
    queryKeys.some((key) => key.includes('@'))
  ) {
    return DATABASE_URL_NOT_A_URL;
  }
  try {
    // As pg: an empty host before a socket folder (postgres://app@/site?host=/run/postgresql).
    new URL(url.replace('@/', '@localhost/'));
  } catch {
    return DATABASE_URL_NOT_A_URL;
  }
  return undefined;
}

const schema = yup.object({
  APP_STAGE: yup.string().oneOf(STAGES).default('local'),
  SITE_URL: httpUrl().default('http://localhost:3000'),
  DATA_DIR: yup.string().trim().default('data'),
  // postgres://... switches every store to PostgreSQL (issue 18); unset keeps SQLite under DATA_DIR.
  DATABASE_URL: yup
    .string()
    .trim()
    .optional()
    .test('database-url', function (value) {
      const problem = value === undefined ? undefined : databaseUrlProblem(value);
      return problem === undefined || this.createError({ message: problem });
    }),
  DATABASE_POOL_SIZE: yup.number().integer().min(1).max(100).default(10),
  PREVIEW_SECRET: deployedSecret('PREVIEW_SECRET'),
  SESSION_SECRET: deployedSecret('SESSION_SECRET'),
  LEADS_USERNAME: yup.string().trim().default('marketing'),
  LEADS_PASSWORD: optionalString,
  // The outbox endpoint's bearer secret (docs/deploy.md); unset, the endpoint refuses every call.
  CRON_SECRET: yup.string().trim().optional().min(32, 'CRON_SECRET must be at least 32 characters'),
  // The editor at /keystatic (docs/decisions/0160).
  EDITOR_USERNAME: yup.string().trim().default('editor'),
  EDITOR_PASSWORD: optionalString,
  KEYSTATIC_STORAGE: yup.string().oneOf(KEYSTATIC_STORAGE_KINDS).default('local'),
  KEYSTATIC_GITHUB_REPO: optionalString,
  KEYSTATIC_GITHUB_CLIENT_ID: optionalString,
  KEYSTATIC_GITHUB_CLIENT_SECRET: optionalString,
  KEYSTATIC_SECRET: optionalString,
  HUBSPOT_PORTAL_ID: optionalString,
  HUBSPOT_FORMS_HOST: optionalUrl,
  HUBSPOT_ACCESS_TOKEN: optionalString,
  HUBSPOT_FORM_GUIDS: optionalString,
  SIGNUP_API_URL: optionalUrl,
  // Never echoed in a message: it may carry the SMTP password.
  SMTP_URL: yup
    .string()
    .trim()
    .optional()
    .test(
      'smtp-url',
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@host:587',
      (value) => {
        if (value === undefined) return true;
        try {
          const url = new URL(value);
          return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
        } catch {
          return false;
        }
      },
    ),
  MAIL_FROM: yup.string().trim().default('Switchboard <hello@switchboard.localhost>'),
  BUGSNAG_API_KEY: optionalString,
  META_PIXEL_ID: optionalString,
  META_ACCESS_TOKEN: optionalString,
  META_API_VERSION: yup.string().trim().default('v21.0'),
  LINKEDIN_ACCESS_TOKEN: optionalString,
  LINKEDIN_API_VERSION: yup.string().trim().default('202510'),
  LINKEDIN_CONVERSION_IDS: optionalString,
  SCHEDULER_PROVIDER: yup
    .string()
    .oneOf(['builtin', 'chilipiper', 'calendly', 'calcom'])
    .default('builtin'),
  SCHEDULER_EMBED_URL: optionalUrl,
  // The sales team's working hours (lib/server/scheduling/working-hours.ts checks their shapes).
  SALES_TIME_ZONE: yup.string().trim().default(SALES_HOURS_DEFAULTS.timeZone),
  SALES_WORKING_DAYS: yup.string().trim().default(SALES_HOURS_DEFAULTS.days),
  SALES_WORKING_HOURS: yup.string().trim().default(SALES_HOURS_DEFAULTS.hours),
  SALES_MEETING_MINUTES: yup
    .number()
    .integer()
    .min(10)
    .max(240)
    .default(SALES_HOURS_DEFAULTS.meetingMinutes),
  SALES_BUFFER_MINUTES: yup
    .number()
    .integer()
    .min(0)
    .max(120)
    .default(SALES_HOURS_DEFAULTS.bufferMinutes),
  SALES_MIN_NOTICE_MINUTES: yup
    .number()
    .integer()
    .min(0)
    .max(14 * 24 * 60)
    .default(SALES_HOURS_DEFAULTS.minNoticeMinutes),
  SALES_HOLIDAYS: yup.string().trim().default(''),
  GEOIP_COUNTRY_OVERRIDE: optionalString,
  PREVIEW_FRAME_ANCESTOR: optionalUrl,
  // Proxies we run in front of the site (docs/decisions/0075); 0 believes no forwarding header.
  TRUSTED_PROXY_HOPS: yup.number().integer().min(0).max(10).default(0),
});

export type Env = yup.InferType<typeof schema>;

/** Every variable the server parses (each is documented in .env.example). */
export const SERVER_ENV_VARIABLES = Object.keys(schema.fields) as (keyof Env)[];

const REQUIRED_IN_PRODUCTION: (keyof Env)[] = [
  'SITE_URL',
  'PREVIEW_SECRET',
  'SESSION_SECRET',
  'LEADS_PASSWORD',
  'BUGSNAG_API_KEY',
];

export class EnvError extends Error {}

const SALES_VARIABLES = [
  'SALES_TIME_ZONE',
  'SALES_WORKING_DAYS',
  'SALES_WORKING_HOURS',
  'SALES_MEETING_MINUTES',
  'SALES_BUFFER_MINUTES',
  'SALES_MIN_NOTICE_MINUTES',
  'SALES_HOLIDAYS',
] as const;

/**
 * The sales team's working hours as the scheduler reads them: a bad value would otherwise pass
 * the start and answer a visitor 500. parseWorkingHours stops at its first problem, so each
 * variable is also tried alone on the defaults: one start names every bad one.
 */
function workingHoursProblems(env: Env, invalid: ReadonlySet<string>): string[] {
  const problems = new Set<string>();
  const attempt = (hours: WorkingHoursSettings) => {
    try {
      parseWorkingHours(hours);
    } catch (error) {
      if (!(error instanceof WorkingHoursError)) throw error;
      problems.add(error.message);
    }
  };
  const checked = SALES_VARIABLES.filter((name) => !invalid.has(name));
  if (checked.length === SALES_VARIABLES.length) attempt(env);
  const defaults = schema.getDefault();
  for (const name of checked) attempt(Object.assign({}, defaults, { [name]: env[name] }));
  return [...problems];
}

/**
 * Parses a raw environment; throws EnvError naming every problem at once, one line each
 * (decision 0249), grouped by check. Exported for tests.
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so that a blank line in .env does not count as a value.
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const sections: string[] = [];
  let env: Env;
  let invalidValues: string[] = [];
  let invalid: ReadonlySet<string> = new Set();
  try {
    env = schema.validateSync(cleaned, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) {
      throw new EnvError(`Invalid environment:\n- ${String(error)}`);
    }
    invalidValues = error.errors;
    invalid = new Set(error.inner.map((problem) => problem.path ?? ''));
    // The checks below go on with the values as read, so that one start names every problem.
    env = schema.cast(cleaned, { stripUnknown: true, assert: false });
  }
  invalidValues = [...invalidValues, ...workingHoursProblems(env, invalid)];
  if (invalidValues.length > 0) {
    sections.push(`Invalid environment:\n- ${invalidValues.join('\n- ')}`);
  }
  if (env.APP_STAGE === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((key) => !cleaned[key]);
    if (missing.length > 0) {
      sections.push(
        `Missing required production environment variables: ${missing.join(', ')}. ` +
          'See .env.example for what each one does.',
      );
    }
  }
  // Local mode writes the project's files with no login: never in production (decision 0160).
  const storageProblems = invalid.has('KEYSTATIC_STORAGE') ? [] : keystaticStorageProblems(env);
  if (storageProblems.length > 0) {
    sections.push(`Invalid editor storage:\n- ${storageProblems.join('\n- ')}`);
  }
  // Providers: id maps well formed; in a deployed stage each provider whole or not at all.
  const providers = providerProblems(env);
  if (providers.length > 0) {
    sections.push(`Invalid provider settings:\n- ${providers.join('\n- ')}`);
  }
  // The site's clock (lib/clock.ts): an instant if set, and never set in production.
  try {
    siteClockSetting({ SITE_CLOCK: cleaned.SITE_CLOCK, APP_STAGE: env.APP_STAGE });
  } catch (error) {
    sections.push(error instanceof Error ? error.message : String(error));
  }
  if (sections.length > 0) {
    // Mail alone does not stop the release scripts (assertServingEnv checks it at start-up), but
    // when this stops a start anyway, its problems are named in the same message.
    const serving = servingProblems(env);
    if (serving.length > 0) sections.push(notReadyToServe(serving));
    throw new EnvError(sections.join('\n'));
  }
  return env;
}

const notReadyToServe = (problems: string[]) =>
  `Not ready to serve in production:\n- ${problems.join('\n- ')}`;

let cached: Env | undefined;

/** The parsed environment of this process (parsed on first use, then cached). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * What a serving instance needs beyond parseEnv (startup.ts): in production, real mail. Throws
 * EnvError naming each problem. (When parseEnv itself refuses, it names these too.)
 */
export function assertServingEnv(parsed: Env): void {
  const problems = servingProblems(parsed);
  if (problems.length > 0) throw new EnvError(notReadyToServe(problems));
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
