import { serveApiHandler } from '@/tests/support/next-api-server';
import handler from '@/pages/api/pricing';

describe('GET /pricing.json (the pricing route)', () => {
  it('serves the editor’s pricing: the spec’s seat prices, Enterprise through sales', async () => {
    const server = await serveApiHandler(handler);
    try {
      const answer = await fetch(`${server.origin}/api/pricing`);
      expect(answer.status).toBe(200);
      const document = (await answer.json()) as {
        currency: string;
        plans: { name: string; minimumSeats: number; prices: object; contactSales: boolean }[];
      };
      expect(document.currency).toBe('USD');
      expect(
        document.plans.map(({ name, minimumSeats, prices, contactSales }) => ({
          name,
          minimumSeats,
          prices,
          contactSales,
        })),
      ).toEqual([
        {
          name: 'Starter',
          minimumSeats: 1,
          prices: { monthly: 29, annual: 25 },
          contactSales: false,
        },
        {
          name: 'Growth',
          minimumSeats: 1,
          prices: { monthly: 69, annual: 59 },
          contactSales: false,
        },
        {
          name: 'Scale',
          minimumSeats: 5,
          prices: { monthly: 119, annual: 99 },
          contactSales: false,
        },
        {
          name: 'Enterprise',
          minimumSeats: 20,
          prices: { monthly: null, annual: null },
          contactSales: true,
        },
      ]);
    } finally {
      await server.close();
    }
  });
});
