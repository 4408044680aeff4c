import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { sql } from 'kysely';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FORM_IDS, MARKETING_PORTAL_ID } from '@/constants/forms';
import type { Db, Engine, Schema } from '@/lib/server/db';
import {
  FLOOR_PAGE_SCENARIO,
  FLOOR_PAGE_UNCOMPRESSED_SCENARIO,
  STATIC_PAGE_SCENARIO,
  STATIC_PAGE_UNCOMPRESSED_SCENARIO,
} from './report';
import type { WriteScenario } from './selection';

/**
 * Load against the embedded backends (issue 8, item 4) on SQLite and on PostgreSQL (issue 18,
 * item 5), bounded in requests and time, on loopback only. Each request comes from its own visitor
 * address in 198.18.0.0/15 (the range RFC 2544 reserves for benchmarks) through X-Forwarded-For,
 * as a CDN would send it, so the per-IP rate limits see many visitors; whatever 429s remain are
 * deliberate and counted apart.
 */
export interface LoadResult {
  name: string;
  /** The database behind the site, for the scenarios that write. */
  engine?: Engine;
  target: string;
  connections: number;
  requests: number;
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  status2xx: number;
  status429: number;
  statusOther4xx: number;
  status5xx: number;
  errors: number;
  /** Accepted writes (2xx) found in the database afterwards, when the scenario writes. */
  stored?: { accepted: number; found: number };
}

const RUN_ID = Date.now().toString(36);
let visitor = 0;
function nextVisitorIp(): string {
  visitor += 1;
  return `198.18.${Math.floor(visitor / 254) % 256}.${(visitor % 254) + 1}`;
}

function summarise(
  name: string,
  target: string,
  connections: number,
  result: AutocannonResult,
): LoadResult {
  const status429 = result.statusCodeStats['429']?.count ?? 0;
  return {
    name,
    target,
    connections,
    requests: result.requests.total,
    durationS: result.duration,
    // One decimal: the signup scenarios run below one request a second on a loaded machine.
    requestsPerSecond:
      Math.round((result.requests.total / Math.max(result.duration, 0.001)) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    status2xx: result['2xx'],
    status429,
    statusOther4xx: result['4xx'] - status429,
    status5xx: result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

interface Scenario {
  name: string;
  target: string;
  connections: number;
  amount?: number;
  duration?: number;
  request: AutocannonRequest;
}

async function runScenario(origin: string, scenario: Scenario): Promise<AutocannonResult> {
  // Bounded either by a request count or by a duration (autocannon refuses an undefined one).
  const bound = scenario.amount
    ? { amount: scenario.amount }
    : { duration: scenario.duration ?? 10 };
  return autocannon({
    url: origin,
    connections: scenario.connections,
    timeout: 30,
    requests: [scenario.request],
    ...bound,
  });
}

/** A JSON POST whose body is rebuilt for every request; accepted ids are collected. */
function jsonPost(
  pathname: string,
  body: (n: number) => { id: string; json: unknown },
  accepted: string[],
): AutocannonRequest {
  let counter = 0;
  return {
    method: 'POST',
    path: pathname,
    setupRequest: (request, context) => {
      counter += 1;
      const { id, json } = body(counter);
      context.id = id;
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': nextVisitorIp(),
        },
        body: JSON.stringify(json),
      };
    },
    onResponse: (status, _body, context) => {
      if (status >= 200 && status < 300) accepted.push(String(context.id));
    },
  };
}

const benchEmail = (kind: string, n: number) => `bench-${RUN_ID}-${kind}-${n}@acme-logistics.com`;
const BENCH_PASSWORD = 'Bench-Password-2026';

function readCodesFromOutbox(dataDir: string): Map<string, string> {
  const codes = new Map<string, string>();
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return codes;
  for (const file of fs.readdirSync(outbox)) {
    const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
    const to = /^To:\s*<?([^\s>]+)>?/im.exec(mail)?.[1];
    const code = /verification code is (\d{6})/.exec(mail)?.[1];
    if (to && code) codes.set(to.toLowerCase(), code);
  }
  return codes;
}

/** A served site under load, and its database opened through the one data layer. */
export interface LoadTarget {
  origin: string;
  dataDir: string;
  engine: Engine;
  db: Db;
}

/** How many of `ids` a table holds in `column`: one query per page of ids, the same on both engines. */
async function storedAmong(
  db: Db,
  table: keyof Schema,
  column: string,
  ids: string[],
): Promise<number> {
  let found = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const page = ids.slice(start, start + 500);
    const { rows } = await sql<{ n: number }>`SELECT COUNT(DISTINCT ${sql.ref(column)}) AS n
      FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(page)})`.execute(db);
    found += Number(rows[0]?.n ?? 0);
  }
  return found;
}

/**
 * What Chromium sends with a page navigation that decides the answer's form: every browser asks
 * for a compressed document, so the server writes the gzipped HTML (decision 0217).
 */
export const BROWSER_PAGE_REQUEST_HEADERS = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** How the static page is asked for: as a browser asks, or with no Accept-Encoding at all. */
export type StaticPageClient = 'browser' | 'uncompressed';

/** The static-page scenario (issue 19): GET a statically generated page, 20 connections, 10 s. */
export async function runStaticPage(
  origin: string,
  pathname = '/',
  client: StaticPageClient = 'browser',
): Promise<LoadResult> {
  const result = await runScenario(origin, {
    name: 'static page',
    target: `GET ${pathname}`,
    connections: 20,
    duration: 10,
    request: {
      method: 'GET',
      path: pathname,
      ...(client === 'browser' ? { headers: BROWSER_PAGE_REQUEST_HEADERS } : {}),
    },
  });
  const name = client === 'browser' ? STATIC_PAGE_SCENARIO : STATIC_PAGE_UNCOMPRESSED_SCENARIO;
  return summarise(name, `GET ${pathname}`, 20, result);
}

/** The full bench on the SQLite site: the static page (and the floor's), then every write scenario. */
export async function runLoad(site: LoadTarget, floorOrigin?: string): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  // 1. A statically generated page, then the stack's floor page the same way (issue 19): asked
  // as a browser asks, then without Accept-Encoding, each beside the floor's.
  results.push(await runStaticPage(site.origin));
  if (floorOrigin) {
    results.push({ ...(await runStaticPage(floorOrigin)), name: FLOOR_PAGE_SCENARIO });
  }
  results.push(await runStaticPage(site.origin, '/', 'uncompressed'));
  if (floorOrigin) {
    results.push({
      ...(await runStaticPage(floorOrigin, '/', 'uncompressed')),
      name: FLOOR_PAGE_UNCOMPRESSED_SCENARIO,
    });
  }
  return [...results, ...(await runWriteScenarios(site))];
}

/** The scenarios that write to the database (issue 18, item 5: run on both engines). */
export async function runWriteScenarios(
  site: LoadTarget,
  scenarios: readonly WriteScenario[] = ['leads', 'events', 'signup'],
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const scenario of scenarios) {
    console.info(`[bench] load on ${site.engine}: ${scenario}`);
    const written = await WRITE_SCENARIO_RUNS[scenario](site);
    results.push(...written.map((result) => ({ ...result, engine: site.engine })));
  }
  return results;
}

const WRITE_SCENARIO_RUNS: Record<WriteScenario, (site: LoadTarget) => Promise<LoadResult[]>> = {
  leads: runLeads,
  events: runEvents,
  signup: runSignup,
};

/** The forms host: every accepted lead must be in the leads table afterwards. */
async function runLeads({ origin, db }: LoadTarget): Promise<LoadResult[]> {
  const leads: string[] = [];
  const formsPath = `/api/forms/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${FORM_IDS.blogSubscribeFooter}`;
  const forms = await runScenario(origin, {
    name: 'forms host',
    target: formsPath,
    connections: 10,
    amount: 2000,
    request: jsonPost(
      formsPath,
      (n) => {
        const email = benchEmail('lead', n);
        return {
          id: email,
          json: {
            fields: [
              { objectTypeId: '0-1', name: 'email', value: email },
              { objectTypeId: '0-1', name: 'utm_source', value: 'bench' },
            ],
            submittedAt: String(Date.now()),
            context: { pageUri: `${origin}/blog`, pageName: 'Blog' },
          },
        };
      },
      leads,
    ),
  });
  return [
    {
      ...summarise('Forms host (lead submit)', `POST ${formsPath}`, 10, forms),
      stored: { accepted: leads.length, found: await storedAmong(db, 'leads', 'email', leads) },
    },
  ];
}

/** The analytics event endpoint. */
async function runEvents({ origin, db }: LoadTarget): Promise<LoadResult[]> {
  const events: string[] = [];
  const eventsResult = await runScenario(origin, {
    name: 'event endpoint',
    target: '/api/1/noauth/event',
    connections: 10,
    amount: 2000,
    request: jsonPost(
      '/api/1/noauth/event',
      (n) => {
        const marker = `bench-${RUN_ID}-${n}`;
        return {
          id: JSON.stringify({ marker }),
          json: {
            name: ANALYTICS_EVENTS.linkClick,
            value: JSON.stringify({ marker }),
            time: new Date().toISOString(),
          },
        };
      },
      events,
    ),
  });
  return [
    {
      ...summarise('Event endpoint', 'POST /api/1/noauth/event', 10, eventsResult),
      stored: {
        accepted: events.length,
        found: await storedAmong(db, 'analytics_events', 'value', events),
      },
    },
  ];
}

/** Signup: availability checks, validation emails (password hashing + mail), then signups. */
async function runSignup({ origin, dataDir, db }: LoadTarget): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  let availabilityCounter = 0;
  const availability = await runScenario(origin, {
    name: 'email availability',
    target: '/api/1/email_available/{email}',
    connections: 10,
    amount: 1000,
    request: {
      method: 'GET',
      setupRequest: (request) => {
        availabilityCounter += 1;
        return {
          ...request,
          path: `/api/1/email_available/${encodeURIComponent(benchEmail('check', availabilityCounter))}`,
          headers: { 'x-forwarded-for': nextVisitorIp() },
        };
      },
    },
  });
  results.push(
    summarise('Signup: email availability', 'GET /api/1/email_available/{email}', 10, availability),
  );

  const pending: string[] = [];
  const validation = await runScenario(origin, {
    name: 'send validation email',
    target: '/api/1/send_validation_email',
    connections: 4,
    amount: 80,
    request: jsonPost(
      '/api/1/send_validation_email',
      (n) => {
        const email = benchEmail('trial', n);
        return { id: email, json: { email, password: BENCH_PASSWORD, affiliate: '', origin } };
      },
      pending,
    ),
  });
  results.push({
    ...summarise(
      'Signup: send validation email',
      'POST /api/1/send_validation_email',
      4,
      validation,
    ),
    stored: {
      accepted: pending.length,
      found: await storedAmong(db, 'pending_signups', 'email', pending),
    },
  });

  const codes = readCodesFromOutbox(dataDir);
  const ready = pending.filter((email) => codes.has(email.toLowerCase()));
  const accounts: string[] = [];
  if (ready.length > 0) {
    const signup = await runScenario(origin, {
      name: 'signup',
      target: '/api/1/signup',
      connections: 4,
      amount: ready.length,
      request: jsonPost(
        '/api/1/signup',
        (n) => {
          const email = ready[(n - 1) % ready.length]!;
          return {
            id: email,
            json: {
              affiliate: '',
              code: codes.get(email.toLowerCase()),
              company: 'Acme Logistics',
              email,
              family_name: 'Bench',
              given_name: 'Avery',
              industry: 'Logistics',
              origin,
              password: BENCH_PASSWORD,
              size: '11',
            },
          };
        },
        accounts,
      ),
    });
    results.push({
      ...summarise('Signup: create account', 'POST /api/1/signup', 4, signup),
      stored: {
        accepted: accounts.length,
        found: await storedAmong(db, 'account_users', 'email', accounts),
      },
    });
  }
  return results;
}
