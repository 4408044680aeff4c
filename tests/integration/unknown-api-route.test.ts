import handler, { NO_API_ROUTE_MESSAGE } from '@/pages/api/[...path]';
import { serveApiHandler } from '@/tests/support/next-api-server';

/** An /api address no route has answers like every other API refusal: JSON, stored by no cache. */
describe('an /api address no route has', () => {
  let server: Awaited<ReturnType<typeof serveApiHandler>>;
  beforeAll(async () => {
    server = await serveApiHandler(handler, ['path']);
  });
  afterAll(() => server.close());

  it.each(['GET', 'POST', 'DELETE'])("answers %s with the API's JSON 404", async (method) => {
    const answer = await fetch(`${server.origin}/api/this-endpoint-does-not-exist`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{"not json' } : {}),
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: NO_API_ROUTE_MESSAGE });
  });
});
