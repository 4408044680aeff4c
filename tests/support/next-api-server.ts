import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';

type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/**
 * Serves one Pages Router API handler over real HTTP on 127.0.0.1 behind a minimal Next-style
 * adapter: `query` from the named path segments (matched from the end of the path) and the query
 * string, `cookies` from the Cookie header, and `status().json()`, `status().send()` and
 * `redirect()`. For integration tests.
 */
export async function serveApiHandler(
  handler: ApiHandler,
  pathParams: string[] = [],
  /** A route that keeps Next's body parser (an HTML form posts to it): form bodies become `body`. */
  { parsesForms = false }: { parsesForms?: boolean } = {},
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
    if (
      parsesForms &&
      req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    ) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      apiReq.body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    }
    void handler(apiReq, apiRes);
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
