import '@/lib/server/only-on-server';

/**
 * A path that cannot be percent-decoded ('%zz', a lone '%', a cut UTF-8 sequence such as
 * '%E0%A4%A'). Next's router decodes a dynamic route's segments before any route runs and answers
 * such a path with its own HTML 400 page; under /api, proxy.ts answers first, with this
 * (decision 0253).
 */
export const MALFORMED_PATH_MESSAGE = 'The path has malformed percent-encoding';

/** Whether `decodeURIComponent`, which Next's router uses, refuses the path. */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The API's 400 for it: `{error}` as plainDialect writes every refusal, never stored by a cache.
 * Written here rather than through api-route.ts, which would bring the database and the rate
 * limits into the proxy's bundle; proxy.test.ts checks the two bodies agree.
 */
export function malformedPathAnswer(): Response {
  return Response.json(
    { error: MALFORMED_PATH_MESSAGE },
    {
      status: 400,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  );
}
