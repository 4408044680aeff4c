import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { resetEnvForTests } from '@/lib/env';
import { DatabaseBusyError } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { RATE_LIMIT_POLICIES } from '@/lib/server/rate-limit/policies';
import exportHandler from '@/pages/api/leads/export';
import { openLeadViewEndpoint, type LeadViewEndpoint } from '@/tests/support/lead-view';
import { countRows, testEngine } from '@/tests/support/test-db';
import { BUSY_GATE, LEAD_VIEW_POST, leadViewPage, SIGN_IN_GATE } from './lead-view-gate';

/**
 * What a marketer reads when the lead view cannot show what they asked for: signed out, locked out
 * after wrong passwords, or the database busy. The same words on a page and after an action, never
 * an empty answer, raw JSON in the browser or Next's error page.
 */
let bench: LeadViewEndpoint;
beforeAll(async () => {
  bench = await openLeadViewEndpoint('lead-view-gate');
  // One proxy of ours in front: X-Forwarded-For's last entry is the marketer's address.
  process.env.TRUSTED_PROXY_HOPS = '1';
  resetEnvForTests();
});
afterAll(async () => {
  jest.restoreAllMocks();
  delete process.env.TRUSTED_PROXY_HOPS;
  await bench.close();
  resetEnvForTests();
});

const basic = (password: string) =>
  `Basic ${Buffer.from(`marketing:${password}`).toString('base64')}`;

/** A lead-view page over HTTP: its getServerSideProps result as JSON, with its status. */
async function servePage(page: ReturnType<typeof leadViewPage>) {
  const server = http.createServer((req, res) => {
    const context = { req, res, query: {}, resolvedUrl: req.url ?? '/' };
    page(context as unknown as GetServerSidePropsContext).then(
      (result) => res.end(JSON.stringify(result)),
      (error: Error) => {
        res.statusCode = 500;
        res.end(`crashed: ${error.message}`);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return {
    visit: (address: string, password?: string) =>
      fetch(base, {
        headers: {
          'x-forwarded-for': address,
          ...(password === undefined ? {} : { authorization: basic(password) }),
        },
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe(`a lead-view page (sign-in counted in the shared database: ${testEngine})`, () => {
  const password = 'lead-view-gate-password';

  it('asks a signed-out marketer to sign in, and shows the page to the right password', async () => {
    const page = await servePage(leadViewPage(async () => ({ props: { leads: 'shown' } })));
    try {
      const signedOut = await page.visit('198.51.100.30');
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('www-authenticate')).toContain(
        'Basic realm="Switchboard leads"',
      );
      expect(await signedOut.json()).toEqual({
        props: { gate: SIGN_IN_GATE, shell: { internal: true } },
      });
      const signedIn = await page.visit('198.51.100.30', password);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toEqual({ props: { leads: 'shown' } });
    } finally {
      await page.close();
    }
  });

  it('tells a locked-out address when to try again, the right password refused too', async () => {
    const page = await servePage(leadViewPage(async () => ({ props: { leads: 'shown' } })));
    const { attempts, windowS } = RATE_LIMIT_POLICIES.leadsLoginPerIp;
    // Halfway through a rate-limit window, so the attempts never straddle two windows.
    const windowMs = windowS * 1000;
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    // A moment with milliseconds, as real ones have: the time said is still the window's end.
    const now = windowStart + windowMs / 2 + 12_345;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const guesser = '203.0.113.7';
      for (let i = 0; i < attempts; i += 1) {
        expect((await page.visit(guesser, `guess-${i}`)).status).toBe(401);
      }
      const windowEnd = new Date(windowStart + windowMs).toISOString().replace('T', ' ');
      for (const attempt of ['guess-again', password, undefined]) {
        const refused = await page.visit(guesser, attempt);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe(
          String(Math.ceil((windowStart + windowMs - now) / 1000)),
        );
        expect(refused.headers.get('www-authenticate')).toBeNull();
        const { props } = (await refused.json()) as { props: { gate: { text: string } } };
        expect(props.gate).toEqual({
          title: 'Sign-in paused',
          text: `Too many wrong passwords were tried from this address. Try again after ${windowEnd.slice(0, 16)} UTC.`,
        });
      }
      // The count lives in the database every instance shares, not in this process.
      expect(await countRows(bench.db, 'rate_limits')).toBeGreaterThan(0);
      // The marketer at another address is not locked out.
      const marketer = await page.visit('198.51.100.20', password);
      expect(await marketer.json()).toEqual({ props: { leads: 'shown' } });
    } finally {
      jest.restoreAllMocks();
      await page.close();
    }
  });

  it('says the lead view is busy (503, Retry-After) when the database is locked', async () => {
    const page = await servePage(
      leadViewPage(async () => {
        throw new DatabaseBusyError();
      }),
    );
    try {
      const busy = await page.visit('198.51.100.40', password);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(busy.headers.get('cache-control')).toBe('private, no-store');
      expect(await busy.json()).toEqual({ props: { gate: BUSY_GATE, shell: { internal: true } } });
      expect(BUSY_GATE.text).toBe('The service is busy, please try again shortly.');
    } finally {
      await page.close();
    }
  });

  it('leaves any other failure to the error page', async () => {
    const page = await servePage(
      leadViewPage(async () => {
        throw new Error('disk on fire');
      }),
    );
    try {
      const failed = await page.visit('198.51.100.41', password);
      expect(failed.status).toBe(500);
      expect(await failed.text()).toBe('crashed: disk on fire');
    } finally {
      await page.close();
    }
  });
});

describe('a lead-view action refused', () => {
  let origin: string;
  let busyAction: string;
  beforeAll(async () => {
    const busyRoute = apiRoute({
      ...LEAD_VIEW_POST,
      handle: () => {
        throw new DatabaseBusyError();
      },
    });
    // One server: /api/leads/export is the real download, anything else the busy action.
    origin = await bench.serve((req, res) =>
      req.url?.startsWith('/api/leads/export') ? exportHandler(req, res) : busyRoute(req, res),
    );
    busyAction = `${origin}/api/leads/busy`;
  });

  it('shows the marketer a page that says why and links back to where they were', async () => {
    const answer = await fetch(busyAction, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        authorization: bench.authorization,
        origin,
        referer: `${origin}/leads/meetings?view=past&rep=daniel-brooks`,
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await answer.text();
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<title>The lead view is busy | Switchboard leads</title>');
    expect(page).toContain('<h1>The lead view is busy</h1>');
    expect(page).toContain('<p>The service is busy, please try again shortly.</p>');
    expect(page).toContain(
      '<a href="/leads/meetings?view=past&amp;rep=daniel-brooks">Back to the lead view</a>',
    );
  });

  it('links back to the lead list, never elsewhere, from a Referer outside the lead view', async () => {
    const answer = await fetch(busyAction, {
      method: 'POST',
      headers: {
        authorization: bench.authorization,
        origin,
        referer: `${origin}/api/leads/export`,
        accept: 'text/html',
      },
    });
    expect(await answer.text()).toContain('<a href="/leads">Back to the lead view</a>');
  });

  it('answers a script in JSON, as before', async () => {
    const answer = await fetch(busyAction, {
      method: 'POST',
      headers: { authorization: bench.authorization, origin, accept: 'application/json' },
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'The service is busy, please try again shortly' });
  });

  it('turns a signed-out CSV download into a sign-in page, not an empty file', async () => {
    const answer = await fetch(`${origin}/api/leads/export`, {
      headers: { accept: 'text/html', 'x-forwarded-for': '198.51.100.50' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain('Basic realm="Switchboard leads"');
    expect(answer.headers.get('content-disposition')).toBeNull();
    const page = await answer.text();
    expect(page).toContain(`<h1>${SIGN_IN_GATE.title}</h1>`);
    expect(page).toContain('credentials. Reload the page to sign in again.');
  });

  it('tells a locked-out download when to try again', async () => {
    const { attempts, windowS } = RATE_LIMIT_POLICIES.leadsLoginPerIp;
    // Inside one rate-limit window, so the attempts never straddle two.
    const windowMs = windowS * 1000;
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    jest.spyOn(Date, 'now').mockReturnValue(windowStart + 1_234);
    const guesser = '203.0.113.60';
    const download = (password: string, accept: string) =>
      fetch(`${origin}/api/leads/export`, {
        headers: { accept, 'x-forwarded-for': guesser, authorization: basic(password) },
      });
    for (let i = 0; i < attempts; i += 1) {
      expect((await download(`guess-${i}`, 'application/json')).status).toBe(401);
    }
    const refused = await download('lead-view-gate-password', 'text/html');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(windowS - 1));
    const page = await refused.text();
    expect(page).toContain('<h1>Sign-in paused</h1>');
    const windowEnd = new Date(windowStart + windowMs).toISOString().replace('T', ' ');
    expect(page).toContain(
      `<p>Too many wrong passwords were tried from this address. Try again after ${windowEnd.slice(0, 16)} UTC.</p>`,
    );
    const fromScript = await download('lead-view-gate-password', 'application/json');
    expect(fromScript.status).toBe(429);
    expect(await fromScript.json()).toEqual({
      error: `Too many wrong passwords were tried from this address. Try again after ${windowEnd.slice(0, 16)} UTC.`,
    });
    jest.restoreAllMocks();
  });
});
