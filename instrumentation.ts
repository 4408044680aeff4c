import type { Instrumentation } from 'next';

/** Next.js calls register() once per server process, before it serves requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The Node-only start (and its exit on failure) lives where the edge build never looks.
  const { startServerOrExit } = await import('@/lib/server/startup');
  await startServerOrExit();
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
