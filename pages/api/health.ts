import { apiRoute } from '@/lib/server/http/api-route';

/** Liveness and readiness: answers 200 once the database is open and migrated. */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'no-store',
  handle: async ({ db }) => {
    await db()
      .selectNoFrom((eb) => eb.lit(1).as('ok'))
      .execute();
    return { status: 200, body: { status: 'ok' } };
  },
});
