import type { Instrumentation } from 'next';

/**
 * Next.js calls register() once per server process, before it serves requests. A start that
 * fails ends the process (decision 0249): `next start` would only log the rejection, keep
 * listening and answer every request 500, so a bad environment or an unreachable database
 * would look like a running instance to a process manager.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('@/lib/server/startup');
  try {
    await startServer();
  } catch (error) {
    console.error(
      `[startup] Switchboard website did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

/**
 * Every error Next catches while serving a page, a data request or an API route goes to error
 * reporting (spec section 1), named by its route pattern rather than its address.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportServerError } = await import('@/lib/error-reporting/server');
  const userAgent = request.headers['user-agent'];
  reportServerError(error, {
    method: request.method,
    path: context.routePath,
    userAgent: Array.isArray(userAgent) ? userAgent[0] : userAgent,
  });
};
