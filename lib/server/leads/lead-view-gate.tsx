import '@/lib/server/only-on-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSideProps, GetServerSidePropsContext, NextApiRequest } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import { PRODUCT_NAME } from '@/constants/brand';
import { LEADS_SHELL } from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { formatTime } from '@/lib/leads/time';
import { asDatabaseBusy } from '@/lib/server/db';
import { basicAuthVerdict } from '@/lib/server/http/basic-auth';
import {
  ApiError,
  DATABASE_BUSY_MESSAGE,
  plainDialect,
  refusals,
  type ApiDialect,
  type ApiRoute,
} from '@/lib/server/http/api-route';
import { LEADS_REALM, leadsCredentials } from './leads-access';
import { leadViewReturnPath } from './return-path';

/**
 * What the lead view says instead of a page, on its pages (getServerSideProps) and on its actions
 * (form posts, the CSV download) alike: the marketer reads the same words either way, never an
 * empty answer, raw JSON or Next's error page.
 */
export interface LeadViewGate {
  title: string;
  text: string;
}

export const SIGN_IN_GATE: LeadViewGate = {
  title: 'Sign-in required',
  text: "The lead view needs the marketing team's credentials. Reload the page to sign in again.",
};

export const BUSY_GATE: LeadViewGate = {
  title: 'The lead view is busy',
  text: `${DATABASE_BUSY_MESSAGE}.`,
};

const LOCKED_TITLE = 'Sign-in paused';

/**
 * The lockout's end, rounded up to the minute so the time said is never too early. Retry-After is
 * whole seconds counted from `now`, so it is counted from `now`'s whole second: the windows end on
 * a minute, which is then the time said.
 */
function lockedGate(lockedForS: number, now: number = Date.now()): LeadViewGate {
  const minute = 60_000;
  const until = Math.ceil((Math.floor(now / 1000) * 1000 + lockedForS * 1000) / minute) * minute;
  return {
    title: LOCKED_TITLE,
    text: `Too many wrong passwords were tried from this address. Try again after ${formatTime(until)}.`,
  };
}

/** The lead view's sign-in: 'allowed', or what to say instead (status and headers already set). */
async function leadViewAccess(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<'allowed' | LeadViewGate> {
  const verdict = await basicAuthVerdict(req, res, {
    credentials: leadsCredentials(),
    realm: LEADS_REALM,
    policy: 'leadsLoginPerIp',
  });
  if (verdict === 'allowed') return 'allowed';
  return verdict === 'challenged' ? SIGN_IN_GATE : lockedGate(verdict.lockedForS);
}

export type GatedProps<P> = P | { gate: LeadViewGate; shell: typeof LEADS_SHELL };

/**
 * A lead-view page's getServerSideProps: the sign-in first, then `load`. A database lock met on
 * the way (a wrong password is counted in the database) is a 503 with Retry-After and the busy
 * gate, not Next's 500 page.
 */
export function leadViewPage<P extends { [key: string]: unknown }>(
  load: (context: GetServerSidePropsContext) => ReturnType<GetServerSideProps<P>>,
): GetServerSideProps<GatedProps<P>> {
  const shell = LEADS_SHELL;
  return async (context) => {
    const { req, res } = context;
    try {
      const access = await leadViewAccess(req, res);
      if (access !== 'allowed') return { props: { gate: access, shell } };
      return await load(context);
    } catch (error) {
      const busy = asDatabaseBusy(error);
      if (!busy) throw error;
      res.statusCode = 503;
      res.setHeader('Retry-After', String(busy.retryAfterS));
      res.setHeader('Cache-Control', 'private, no-store');
      return { props: { gate: BUSY_GATE, shell } };
    }
  };
}

/** The lead view's actions: the sign-in as the wrapper's guard, its refusal worded by the dialect. */
export async function guardLeadViewAction(req: NextApiRequest, res: ServerResponse) {
  const access = await leadViewAccess(req, res);
  if (access === 'allowed') return true;
  // The challenge (401) or the lockout's Retry-After (429) is set already.
  throw res.statusCode === 429
    ? refusals.rateLimited(Number(res.getHeader('Retry-After')), access.text)
    : new ApiError(401, access.text);
}

const TITLES: Record<number, string> = {
  400: 'That request was not understood',
  401: SIGN_IN_GATE.title,
  403: 'Not allowed from another site',
  404: 'Not found',
  405: 'That request was not understood',
  409: 'Nothing was changed',
  429: LOCKED_TITLE,
  413: 'That request was not understood',
  415: 'That request was not understood',
  503: BUSY_GATE.title,
};

/**
 * JSON for scripts, a page for the marketer's browser: a refused action says why and links back
 * to the page it came from (its Referer, by the lead view's one return rule).
 */
export const leadViewDialect: ApiDialect = {
  ...plainDialect,
  messages: { 'cross-site': 'Cross-site requests are not allowed' },
  page: (error, req) => {
    const title = TITLES[error.status] ?? 'That did not work';
    const text = error.status === 503 ? BUSY_GATE.text : error.message;
    let back: string = PATHS.leads;
    try {
      const referer = new URL(req.headers.referer ?? '');
      back = leadViewReturnPath(`${referer.pathname}${referer.search}`, PATHS.leads);
    } catch {
      // No Referer, or not a URL: the lead list.
    }
    return `<!doctype html>${renderToStaticMarkup(
      <html lang="en">
        {/* eslint-disable-next-line @next/next/no-head-element -- a whole document for an API answer, not a Next page */}
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <title>{`${title} | ${PRODUCT_NAME} leads`}</title>
        </head>
        <body>
          <main>
            <h1>{title}</h1>
            <p>{text}</p>
            <p>
              <a href={back}>Back to the lead view</a>
            </p>
          </main>
        </body>
      </html>,
    )}`;
  },
};

/**
 * What every form the lead view posts (replay, send again) shares: the sign-in, POST only, never
 * cached, and only from the lead view's own pages, since browsers resend basic-auth credentials
 * on cross-site form posts. Where each sends the browser back to is one rule too:
 * leadViewReturnPath (./return-path.ts).
 */
export const LEAD_VIEW_POST = {
  guard: guardLeadViewAction,
  methods: ['POST'],
  cache: 'private, no-store',
  sameSiteOnly: true,
  dialect: leadViewDialect,
} as const satisfies Omit<ApiRoute<undefined>, 'handle'>;
