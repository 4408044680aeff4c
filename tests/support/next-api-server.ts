import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { reportServerError } from '@/lib/error-reporting/server';

type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/**
 * Serves one Pages Router API handler over real HTTP on 127.0.0.1 behind a minimal Next-style
 * adapter: `query` from the named path segments (matched from the end of the path) and the query
 * string, `cookies` from the Cookie header, and `status().json()`, `status().send()` and
 * `redirect()`; an error the handler throws is answered as Next answers it in production. Bodies
 * are left unread: every route that takes one turns Next's parser off (decision 0110). For
 * integration tests.
 */
export async function serveApiHandler(
  handler: ApiHandler,
  pathParams: string[] = [],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => void serve(req, res));
  async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const segments = url.pathname.split('/').map(decodeURIComponent);
    // As Next does: a name given twice becomes an array.
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of url.searchParams) {
      const earlier = query[name];
      query[name] = earlier === undefined ? value : [earlier, value].flat();
    }
    pathParams.forEach((name, index) => {
      query[name] = segments.at(index - pathParams.length) ?? '';
    });
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '')
        .split(';')
        .filter(Boolean)
        .map((pair) => {
          const [name = '', ...rest] = pair.trim().split('=');
          return [name, decodeURIComponent(rest.join('='))];
        }),
    );
    const apiReq = Object.assign(req, { query, cookies }) as unknown as NextApiRequest;
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(body: unknown) {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
        return apiRes;
      },
      send(body: Buffer | string) {
        res.end(body);
        return apiRes;
      },
      redirect(status: number, location: string) {
        res.writeHead(status, { location });
        res.end();
        return apiRes;
      },
    }) as unknown as NextApiResponse;
    try {
      await handler(apiReq, apiRes);
    } catch (error) {
      // As Next's API resolver does (next/dist/server/api-utils/node/api-resolver.js): the error
      // goes to onRequestError (instrumentation.ts reports it), is answered with a plain-text 500
      // that keeps every header the route had set, and is logged.
      reportServerError(error, {
        method: req.method ?? 'GET',
        path: url.pathname,
        userAgent: req.headers['user-agent'],
      });
      res.statusCode = 500;
      res.statusMessage = 'Internal Server Error';
      res.end('Internal Server Error');
      // Logged last: a test that did not expect it fails on the log, not on a hung request.
      console.error(error);
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
