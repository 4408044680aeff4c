import { FORM_IDS } from '@/constants/forms';
import { CONVERSION_KINDS } from '@/lib/contracts/conversions';

/**
 * The outside providers' settings, checked when the environment is parsed (lib/env.ts, decision
 * 0249). A malformed id map is refused in every stage. In a deployed stage (preview, production) a
 * provider is configured whole or not at all: half a configuration used to start and then lose
 * what it should have sent (every lead a dead letter, every LinkedIn conversion refused). The
 * local and test stages switch a provider off by dropping one variable, so there a partial set
 * simply means "not configured", as before. Messages name variables, never their values: some
 * of them are secrets.
 */
export const DEPLOYED_STAGES: readonly string[] = ['preview', 'production'];

interface ProviderEnv {
  APP_STAGE: string;
  HUBSPOT_PORTAL_ID?: string;
  HUBSPOT_FORMS_HOST?: string;
  HUBSPOT_FORM_GUIDS?: string;
  META_PIXEL_ID?: string;
  META_ACCESS_TOKEN?: string;
  LINKEDIN_ACCESS_TOKEN?: string;
  LINKEDIN_CONVERSION_IDS?: string;
}

const FORM_ID_LIST: readonly string[] = Object.values(FORM_IDS);

interface IdMap {
  name: 'HUBSPOT_FORM_GUIDS' | 'LINKEDIN_CONVERSION_IDS';
  /** What the map is, for the message: "form ids to HubSpot form GUIDs". */
  shape: string;
  example: string;
  keys: readonly string[];
  /** Whether a number is accepted as an id (LinkedIn's rule ids are numbers). */
  numbers: boolean;
}

const HUBSPOT_FORM_GUIDS: IdMap = {
  name: 'HUBSPOT_FORM_GUIDS',
  shape: "the site's form ids to HubSpot form GUIDs",
  example: '{"request-demo":"a1b2c3d4-..."}',
  keys: FORM_ID_LIST,
  numbers: false,
};

const LINKEDIN_CONVERSION_IDS: IdMap = {
  name: 'LINKEDIN_CONVERSION_IDS',
  shape: 'the conversions (demo, trial) to LinkedIn conversion rule ids',
  example: '{"demo":"123","trial":"456"}',
  keys: CONVERSION_KINDS,
  numbers: true,
};

/** The problems of one JSON id map; `complete` also asks for an id for every key. */
function idMapProblems(map: IdMap, raw: string | undefined, complete: boolean): string[] {
  if (raw === undefined) return [];
  const malformed = `${map.name} must be a JSON object mapping ${map.shape}, e.g. ${map.example}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [`${malformed} (it is not valid JSON)`];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [malformed];
  const entries = Object.entries(parsed);
  const valid = (id: unknown) =>
    (typeof id === 'string' && id.trim() !== '') || (map.numbers && typeof id === 'number');
  if (!entries.every(([, id]) => valid(id))) return [`${malformed} (every id a non-empty string)`];
  const problems: string[] = [];
  const unknown = entries.map(([key]) => key).filter((key) => !map.keys.includes(key));
  if (unknown.length > 0) {
    problems.push(
      `${map.name} names unknown keys: ${unknown.join(', ')} (known: ${map.keys.join(', ')})`,
    );
  }
  const missing = map.keys.filter((key) => !Object.hasOwn(parsed, key));
  if (complete && missing.length > 0) {
    problems.push(`${map.name} has no id for: ${missing.join(', ')}`);
  }
  return problems;
}

/**
 * A JSON id map's entries as text (LinkedIn's numeric ids too). The start-up check above refuses a
 * malformed map by name, so a server that runs has a well-formed one; read here, in one place.
 */
export function readIdMap(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  const parsed = JSON.parse(raw) as Record<string, string | number>;
  return Object.fromEntries(Object.entries(parsed).map(([key, id]) => [key, String(id)]));
}

/** One provider's variables set together or not at all. */
function groupProblem(
  provider: string,
  group: Record<string, string | undefined>,
): string | undefined {
  const names = Object.keys(group);
  const missing = names.filter((name) => !group[name]);
  if (missing.length === 0 || missing.length === names.length) return undefined;
  return (
    `${provider} is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} ` +
    `missing. Set ${names.join(', ')} together, or none of them.`
  );
}

/** What stops the server from starting with these provider settings, one line each. */
export function providerProblems(env: ProviderEnv): string[] {
  const deployed = DEPLOYED_STAGES.includes(env.APP_STAGE);
  const hubspotOn = Boolean(env.HUBSPOT_PORTAL_ID && env.HUBSPOT_FORMS_HOST);
  const linkedInOn = Boolean(env.LINKEDIN_ACCESS_TOKEN);
  const problems = [
    // An unmapped form's leads are dead letters; a conversion without a rule id is refused.
    ...idMapProblems(HUBSPOT_FORM_GUIDS, env.HUBSPOT_FORM_GUIDS, deployed && hubspotOn),
    ...idMapProblems(LINKEDIN_CONVERSION_IDS, env.LINKEDIN_CONVERSION_IDS, deployed && linkedInOn),
  ];
  if (deployed) {
    problems.push(
      ...[
        groupProblem('HubSpot', {
          HUBSPOT_PORTAL_ID: env.HUBSPOT_PORTAL_ID,
          HUBSPOT_FORMS_HOST: env.HUBSPOT_FORMS_HOST,
          HUBSPOT_FORM_GUIDS: env.HUBSPOT_FORM_GUIDS,
        }),
        groupProblem('Meta', {
          META_PIXEL_ID: env.META_PIXEL_ID,
          META_ACCESS_TOKEN: env.META_ACCESS_TOKEN,
        }),
        groupProblem('LinkedIn', {
          LINKEDIN_ACCESS_TOKEN: env.LINKEDIN_ACCESS_TOKEN,
          LINKEDIN_CONVERSION_IDS: env.LINKEDIN_CONVERSION_IDS,
        }),
      ].filter((problem): problem is string => problem !== undefined),
    );
  }
  return problems;
}

interface MailEnv {
  APP_STAGE: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
}

/** The address of a From header: `Name <a@b>` or `a@b`. */
const fromAddress = (from: string) => /<([^>]*)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * What a production instance needs to serve beyond a well-formed environment: real mail. The
 * trial's sign-in codes and the demo confirmations go by mail; without SMTP_URL they are written
 * to this instance's disk, where they reach no one. Checked at start-up (startup.ts), not by
 * parseEnv: the release scripts (migrate, copy-to-postgres) send no mail.
 */
export function servingProblems(env: MailEnv): string[] {
  if (env.APP_STAGE !== 'production') return [];
  const problems: string[] = [];
  if (!env.SMTP_URL) {
    problems.push(
      "SMTP_URL is required in production: sign-in codes and demo confirmations go by mail (unset, they are written to this instance's disk and reach no one)",
    );
  }
  const domain = fromAddress(env.MAIL_FROM).split('@')[1]?.toLowerCase() ?? '';
  if (!domain || domain === 'localhost' || domain.endsWith('.localhost')) {
    problems.push(
      `MAIL_FROM must be the site's real sender in production (e.g. Switchboard <hello@switchboard.com>), not "${env.MAIL_FROM}"`,
    );
  }
  return problems;
}
