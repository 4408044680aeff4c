import fs from 'node:fs';
import type { APIResponse } from '@playwright/test';
import { securityHeaders } from '../../lib/security-headers';
import { API_ROUTES_UNDER_TEST, ROUTES_UNDER_TEST } from '../support/routes-under-test';
import { interceptTagManager } from '../support/consent';
import { expect, test } from '../support/visitor';
import {
  inlineExecutableScripts,
  waitForHydration,
  watchPageProblems,
} from '../support/page-audit';

/**
 * Security headers on every response (issue 8, item 3; docs/security.md). Every route of the route
 * list, error pages, static files and API answers carry the full set; pages contain no inline
 * executable script, so the strict script-src really holds in Chromium.
 */

/** Parses a Content-Security-Policy into directive -> sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectTransportAndIsolationHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${where}: HSTS max-age`).toBeGreaterThanOrEqual(
    31536000,
  );
  expect(hsts, `${where}: HSTS`).toMatch(/includeSubDomains/i);
  expect(headers['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${where}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  );
  expect(headers['cross-origin-opener-policy'], `${where}: COOP`).toBe('same-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${where}: Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
  expect(headers['x-powered-by'], `${where}: no X-Powered-By`).toBeUndefined();
  // Cross-origin reads are granted only where docs/security.md lists them (the test below).
  expect(headers['access-control-allow-origin'], `${where}: CORS`).toBeUndefined();
}

/** The paths docs/security.md names in its `Access-Control-Allow-Origin` header row. */
function corsPathsInSecurityDoc(): string[] {
  const doc = fs.readFileSync('docs/security.md', 'utf8');
  const row = doc.split('\n').find((line) => line.startsWith('| `Access-Control-Allow-Origin`'));
  const where = row?.split('|').at(-2) ?? '';
  return [...where.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1]!);
}

function expectStrictPagePolicy(response: APIResponse, where: string) {
  const csp = parseCsp(response.headers()['content-security-policy']);
  const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSources, `${where}: script-src`).toContain("'self'");
  expect(scriptSources, `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${where}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSources.join(' '), `${where}: no wildcard scripts`).not.toMatch(
    /(^|\s)(\*|https?:|data:)(\s|$)/,
  );
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${where}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('form-action'), `${where}: form-action`).toEqual(["'self'"]);
  expect(csp.get('img-src'), `${where}: img-src`).toEqual(
    expect.arrayContaining(["'self'", 'data:', 'blob:']),
  );
  expect(csp.get('connect-src')?.[0], `${where}: connect-src`).toBe("'self'");
  expect(response.headers()['x-frame-options'], `${where}: X-Frame-Options`).toBe('DENY');
}

test.describe('security headers', () => {
  for (const route of ROUTES_UNDER_TEST) {
    test(`${route} carries every security header and no inline script`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), `${route} answers 200`).toBe(200);
      expectTransportAndIsolationHeaders(response, route);
      expectStrictPagePolicy(response, route);
      expect(inlineExecutableScripts(await response.text()), `${route}: inline scripts`).toEqual(
        [],
      );
    });
  }

  test('a missing page (404) is protected like any page', async ({ request }) => {
    const response = await request.get('/this-page-does-not-exist');
    expect(response.status()).toBe(404);
    expectTransportAndIsolationHeaders(response, '404');
    expectStrictPagePolicy(response, '404');
    expect(inlineExecutableScripts(await response.text())).toEqual([]);
  });

  test('static files carry the headers too', async ({ request }) => {
    const home = await (await request.get('/')).text();
    // The chunk loader names the app's scripts (lib/rendering/document-head.tsx, decision 0150).
    const chunk = /(\/_next\/static\/[^"&]+\.js)/.exec(home)?.[1];
    expect(chunk, 'the home page references a Next.js chunk').toBeTruthy();
    for (const path of [chunk!, '/favicon.svg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectTransportAndIsolationHeaders(response, path);
    }
  });

  for (const { method, path } of API_ROUTES_UNDER_TEST) {
    test(`API ${method} ${path} answers with the headers and a no-content policy`, async ({
      request,
    }) => {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${path} status`).toBeLessThan(500);
      expectTransportAndIsolationHeaders(response, path);
      const csp = parseCsp(response.headers()['content-security-policy']);
      expect(csp.get('default-src'), `${path}: default-src`).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), `${path}: frame-ancestors`).toEqual(["'none'"]);
    });
  }

  test('an API error answer (unknown endpoint) still carries the headers', async ({ request }) => {
    const response = await request.post('/api/this-endpoint-does-not-exist', { data: {} });
    expect(response.status()).toBe(404);
    expectTransportAndIsolationHeaders(response, 'API 404');
    // The API's own JSON refusal (pages/api/[...path].ts), not Next's HTML page.
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error: 'No API route has that address' });
    // Next parses no body there: a malformed one still gets the 404, not Next's text 400.
    const malformed = await request.post('/api/this-endpoint-does-not-exist', {
      headers: { 'content-type': 'application/json' },
      data: '{"not json',
    });
    expect(malformed.status()).toBe(404);
    expect(await malformed.json()).toEqual({ error: 'No API route has that address' });
  });

  test("Next's own answers before any page (308 for '//x', 400 for a bad encoding) carry every header", async ({
    request,
    baseURL,
  }) => {
    const page = await request.get('/this-page-does-not-exist');
    const names = securityHeaders().map((header) => header.key.toLowerCase());
    const answers = [
      { path: '//pricing', status: 308 },
      { path: '/blog/%E0%A4%A', status: 400 },
    ];
    for (const { path, status } of answers) {
      // A full URL: '//pricing' alone would name a host.
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      for (const name of names) {
        expect(response.headers()[name], `${path}: ${name}`).toBe(page.headers()[name]);
      }
      expectTransportAndIsolationHeaders(response, path);
      expectStrictPagePolicy(response, path);
    }
  });

  test('cross-origin reads: only the public price list allows them, as docs/security.md says', async ({
    request,
  }) => {
    expect(corsPathsInSecurityDoc()).toEqual(['/pricing.json']);
    const pricing = await request.get('/pricing.json', {
      headers: { origin: 'https://partner.example' },
    });
    expect(pricing.status()).toBe(200);
    expect(pricing.headers()['access-control-allow-origin']).toBe('*');
    // Public and the same for everyone: never read with the visitor's cookies.
    expect(pricing.headers()['access-control-allow-credentials']).toBeUndefined();
  });

  test('the strict policy holds in Chromium: pages hydrate with no CSP violation or console error', async ({
    page,
  }) => {
    // The e2e build names a tag-manager container; no network exists, so answer it locally.
    await interceptTagManager(page);
    const watcher = await watchPageProblems(page);
    for (const route of ROUTES_UNDER_TEST.slice(0, 5)) {
      await page.goto(route);
      await waitForHydration(page);
    }
    expect(await watcher.problems()).toEqual([]);
  });

  test('a script injected into the page is refused by the policy', async ({ page }) => {
    const watcher = await watchPageProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    // What an XSS payload would do: add an inline script. The policy must block it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Boolean((window as unknown as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    expect((await watcher.problems()).some((p) => p.startsWith('CSP script-src'))).toBe(true);
  });
});
