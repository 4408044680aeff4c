import { apiRoute, ApiError, type HttpMethod } from '@/lib/server/http/api-route';

/** The words of the API's 404 for an address no route has. */
export const NO_API_ROUTE_MESSAGE = 'No API route has that address';

const EVERY_METHOD: HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Any /api address no route answers (Next tries every other route first): the API's JSON 404,
 * stored by no cache, instead of Next's HTML "page not found", for each HTTP method a client uses
 * (another, such as PROPFIND, gets the wrapper's 405 naming these). It reads no body, so Next's
 * parser stays off and a malformed one cannot turn the 404 into Next's text 400.
 */
export const config = { api: { bodyParser: false } };

export default apiRoute({
  methods: EVERY_METHOD,
  cache: 'no-store',
  handle: () => {
    throw new ApiError(404, NO_API_ROUTE_MESSAGE);
  },
});
