import path from 'node:path';
import { NextRequest } from 'next/server';
import { getPagesPageStaticInfo } from 'next/dist/build/analysis/get-page-static-info';
import { loadBindings } from 'next/dist/build/swc';
import type { PAGE_TYPES } from 'next/dist/lib/page-types';
import type { BaseNextRequest } from 'next/dist/server/base-http';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { ApiError, plainDialect } from '@/lib/server/http/api-route';
import { hasMalformedEncoding, MALFORMED_PATH_MESSAGE } from '@/lib/server/http/malformed-path';
import { proxy } from './proxy';

const answer = (pathname: string) => proxy(new NextRequest(`http://localhost${pathname}`));

/** Paths Next's router cannot decode: it answers them with its HTML 400 page (decision 0253). */
const MALFORMED_API_PATHS = [
  '/api/1/email_available/%E0%A4%A',
  '/api/hs/identify/%',
  '/api/integrations/%zz/logo',
  '/api/1/%E0%A4',
  '/api/1/signup/%C0%AF',
  '/api/forms/submissions/v3/integration/submit/%ED%A0%80/form',
];

describe('proxy.ts: an /api path that cannot be percent-decoded', () => {
  const storage = process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE;
  beforeEach(() => {
    // Local mode: the branch that sends whatever else it sees to the upload route.
    process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE = 'local';
  });
  afterEach(() => {
    process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE = storage;
  });

  it.each(MALFORMED_API_PATHS)(
    'answers %s with a JSON 400 saying the path is malformed',
    async (pathname) => {
      const response = answer(pathname);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBeNull();
      expect(await response.json()).toEqual({
        error: 'The path has malformed percent-encoding',
      });
    },
  );

  it('words it as every other API refusal is written', async () => {
    const body: unknown = await answer(MALFORMED_API_PATHS[0]!).json();
    expect(body).toEqual(plainDialect.body(new ApiError(400, MALFORMED_PATH_MESSAGE)));
  });

  it('lets a well-formed /api path through to its route untouched', () => {
    for (const pathname of [
      '/api/1/email_available/%C3%A9t%C3%A9%40example.com',
      '/api/1/email_available/%25zz',
    ]) {
      const response = answer(pathname);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('passes on a path that is /api only once decoded, which the router also matches, untouched', () => {
    // '/%61pi/%25zz' decodes to '/api/%zz': it reaches the proxy, which must not send it to the
    // upload route (local mode) nor answer for the API.
    const response = answer('/%61pi/%25zz');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('still rewrites /pricing.json, and the upload folders in local mode only', () => {
    expect(answer('/pricing.json').headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/api/pricing',
    );
    expect(answer('/images/customer-logos/new.png').headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/api/editor-uploads/images/customer-logos/new.png',
    );
    process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE = 'github';
    const github = answer('/images/customer-logos/new.png');
    expect(github.headers.get('x-middleware-next')).toBe('1');
    expect(github.headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe("proxy.ts's matcher, as Next reads it from the file and matches it", () => {
  let reachesProxy: (pathname: string) => boolean;

  beforeAll(async () => {
    // What `next build` does: read the literal config out of proxy.ts, compile its matchers.
    await loadBindings();
    const info = await getPagesPageStaticInfo({
      pageFilePath: path.join(process.cwd(), 'proxy.ts'),
      nextConfig: {},
      isDev: false,
      page: '/proxy',
      // PAGE_TYPES.PAGES: a const enum, which isolated modules cannot read.
      pageType: 'pages' as PAGE_TYPES,
    });
    const matches = getMiddlewareRouteMatcher(info.middleware?.matchers ?? []);
    const request = {} as BaseNextRequest;
    // As Next's router asks (resolve-routes.js): the raw path, then the decoded one if it decodes.
    reachesProxy = (pathname) => {
      let decoded = pathname;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {}
      return matches(pathname, request, {}) || matches(decoded, request, {});
    };
  });

  const HEX = '0123456789ABCDEFabcdef';
  const escapes = [...HEX].flatMap((high) => [...HEX].map((low) => `%${high}${low}`));
  // Every escape alone and after a lead byte, and the ways an escape can be cut or garbled.
  const apiPaths = [
    ...escapes.map((escape) => `/api/1/email_available/a${escape}b`),
    ...escapes.map((escape) => `/api/1/email_available/%E0${escape}`),
    ...['%', '%z', '%zz', '%4', '%4g', '%%41', '%E0%A4%A', '%F4%90%80%80', '%E0%A4%A4'].map(
      (tail) => `/api/integrations/${tail}/logo`,
    ),
  ];

  it('sends every /api path Next cannot decode to the proxy', () => {
    const malformed = apiPaths.filter(hasMalformedEncoding);
    expect(malformed.length).toBe(800);
    expect(malformed.filter((pathname) => !reachesProxy(pathname))).toEqual([]);
    expect(MALFORMED_API_PATHS.filter((pathname) => !reachesProxy(pathname))).toEqual([]);
  });

  it('keeps /api calls with only ASCII escapes, and every page, away from the proxy', () => {
    // An escaped '%' itself (%25) is left out: Next also matches the decoded path, where it is a
    // bare '%'; the proxy then lets the call through.
    const asciiOnly = apiPaths.filter(
      (pathname) => /^[^%]*(%[0-7][0-9A-Fa-f][^%]*)*$/.test(pathname) && !pathname.includes('%25'),
    );
    expect(asciiOnly.length).toBeGreaterThan(100);
    expect(
      ['/api/health', '/api/1/email_available/ann%40acme.com', ...asciiOnly].filter(reachesProxy),
    ).toEqual([]);
    expect(['/', '/pricing', '/blog/%E0%A4%A', '/blog/%zz', '/%zz'].filter(reachesProxy)).toEqual(
      [],
    );
  });
});
