import handler from '@/pages/api/customer-quotes';
import { serveApiHandler } from '@/tests/support/next-api-server';

type Served = Awaited<ReturnType<typeof serveApiHandler>>;

describe('GET /api/customer-quotes (the trial welcome’s quotes)', () => {
  let server: Served;
  beforeAll(async () => {
    server = await serveApiHandler(handler);
  });
  afterAll(() => server.close());

  it('answers the published stories’ quotes of the industry, cacheable for ten minutes', async () => {
    const answer = await fetch(`${server.origin}/api/customer-quotes?industry=Manufacturing`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=600, stale-while-revalidate=3600',
    );
    const { quotes } = (await answer.json()) as { quotes: { company: string; text: string }[] };
    expect(quotes.map((quote) => quote.company)).toEqual(['Calder Tools']);
  });

  it('never sends a draft story’s quote (Fernhill Learning Trust, Education, is a draft)', async () => {
    const answer = await fetch(`${server.origin}/api/customer-quotes?industry=Education`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ quotes: [] });
  });

  it.each(['', '?industry=Astrology', '?industry=Retail&industry=Logistics'])(
    'refuses %j with the reason, stored by no cache',
    async (query) => {
      const answer = await fetch(`${server.origin}/api/customer-quotes${query}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({
        error: 'industry must be one of the signup form’s industries',
      });
    },
  );

  it('answers a POST with 405 and the method it allows', async () => {
    const answer = await fetch(`${server.origin}/api/customer-quotes?industry=Retail`, {
      method: 'POST',
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
  });
});
