import '@/lib/server/only-on-server';
import * as yup from 'yup';
import { siteClockSetting } from '@/lib/clock';
import { SALES_HOURS_DEFAULTS } from '@/constants/scheduling';
import { KEYSTATIC_STORAGE_KINDS, keystaticStorageProblems } from '@/lib/keystatic-storage';
import { providerProblems, servingProblems } from './env-providers';

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

const schema = yup.object({
  APP_STAGE: yup.string().oneOf(STAGES).default('local'),
  SITE_URL: httpUrl().default('http://localhost:3000'),
  DATA_DIR: yup.string().trim().default('data'),
  // postgres://… switches every store to PostgreSQL (issue 18); unset keeps SQLite under DATA_DIR.
  DATABASE_URL: yup
    .string()
    .trim()
    .optional()
    .matches(/^postgres(ql)?:\/\//, {
      message: 'DATABASE_URL must be a postgres:// URL',
      excludeEmptyString: true,
    }),
  DATABASE_POOL_SIZE: yup.number().integer().min(1).max(100).default(10),
  PREVIEW_SECRET: optionalString,
  SESSION_SECRET: optionalString,
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

/** Parses a raw environment; throws EnvError with one line per problem. Exported for tests. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so that a blank line in .env does not count as a value.
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  let env: Env;
  try {
    env = schema.validateSync(cleaned, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    const errors = error instanceof yup.ValidationError ? error.errors : [String(error)];
    throw new EnvError(`Invalid environment:\n- ${errors.join('\n- ')}`);
  }
  if (env.APP_STAGE === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((key) => !cleaned[key]);
    if (missing.length > 0) {
      throw new EnvError(
        `Missing required production environment variables: ${missing.join(', ')}. ` +
          'See .env.example for what each one does.',
      );
    }
  }
  // Local mode writes the project's files with no login: never in production (decision 0160).
  const storageProblems = keystaticStorageProblems(env);
  if (storageProblems.length > 0) {
    throw new EnvError(`Invalid editor storage:\n- ${storageProblems.join('\n- ')}`);
  }
  // Providers: id maps well formed; in a deployed stage each provider whole or not at all.
  const providers = providerProblems(env);
  if (providers.length > 0) {
    throw new EnvError(`Invalid provider settings:\n- ${providers.join('\n- ')}`);
  }
  // The site's clock (lib/clock.ts): an instant if set, and never set in production.
  try {
    siteClockSetting({ SITE_CLOCK: cleaned.SITE_CLOCK, APP_STAGE: env.APP_STAGE });
  } catch (error) {
    throw new EnvError(error instanceof Error ? error.message : String(error));
  }
  return env;
}

let cached: Env | undefined;

/** The parsed environment of this process (parsed on first use, then cached). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * What a serving instance needs beyond parseEnv (startup.ts): in production, real mail. Throws
 * EnvError naming each problem.
 */
export function assertServingEnv(parsed: Env): void {
  const problems = servingProblems(parsed);
  if (problems.length > 0) {
    throw new EnvError(`Not ready to serve in production:\n- ${problems.join('\n- ')}`);
  }
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
