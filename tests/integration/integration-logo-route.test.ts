import { siShopify } from 'simple-icons';
import handler from '@/pages/api/integrations/[slug]/logo';
import { serveApiHandler } from '@/tests/support/next-api-server';

/** GET /api/integrations/<slug>/logo (decision 0236): the directory's logos as cached files. */
describe('the integration logo route', () => {
  let server: Awaited<ReturnType<typeof serveApiHandler>>;
  beforeAll(async () => {
    server = await serveApiHandler(handler, ['slug', 'file']);
  });
  afterAll(() => server.close());

  const logo = (slug: string, init?: RequestInit) =>
    fetch(`${server.origin}/api/integrations/${slug}/logo`, init);

  it("serves an integration's mark as an SVG drawing in its colour, cached for a year", async () => {
    const answer = await logo('shopify');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=31536000, stale-while-revalidate=86400',
    );
    const svg = await answer.text();
    expect(svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${siShopify.hex.toLowerCase()}"><path d="${siShopify.path}"/></svg>`,
    );
  });

  it('serves a drawn wordmark where simple-icons has no mark (Slack, in its aubergine)', async () => {
    const svg = await (await logo('slack')).text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+" fill="#4a154b">/,
    );
    expect(svg.match(/<path d="/g)?.length).toBeGreaterThan(0);
  });

  it('answers 404, stored by no cache, for an address no integration has', async () => {
    for (const slug of ['no-such-tool', '..%2F..%2Fpackage.json', '%3Cscript%3E']) {
      const answer = await logo(slug);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ error: 'No integration has that address' });
    }
  });

  it('refuses anything but reading', async () => {
    const answer = await logo('shopify', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
