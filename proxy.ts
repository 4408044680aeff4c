import { NextResponse, type NextRequest } from 'next/server';
import { EDITOR_UPLOAD_PATHS, EDITOR_UPLOADS_ROUTE } from '@/lib/editor-paths';
import { hasMalformedEncoding, malformedPathAnswer } from '@/lib/server/http/malformed-path';

/**
 * GET /pricing.json answers from the pricing API route (pages/api/pricing.ts). A rewrite here, not
 * in next.config.ts: any config rewrite makes Next re-route every statically generated page in the
 * browser right after hydration (an extra render of the whole app, ADR 0081), and a page cannot be
 * named pricing.json beside /pricing (both would write pricing.json at build time).
 *
 * In the editor's local mode, its upload folders (EDITOR_UPLOAD_PATHS) answer from
 * pages/api/editor-uploads, which reads the disk at each request: `next start` knows only the
 * public/ files it found when it started (decision 0189). In GitHub mode an upload is a commit and
 * the deploy that follows serves it from public/ like any file.
 *
 * An /api path Next cannot percent-decode gets the API's JSON 400 here: Next's router would answer
 * it with its HTML 400 page before any route runs (decision 0253). The matcher keeps every other
 * request away from this step.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/pricing.json')
    return NextResponse.rewrite(new URL('/api/pricing', request.url));
  if (EDITOR_UPLOAD_PATHS.some((folder) => pathname.startsWith(folder))) {
    if (process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE !== 'local') return NextResponse.next();
    return NextResponse.rewrite(new URL(`${EDITOR_UPLOADS_ROUTE}${pathname}`, request.url));
  }
  // Otherwise an /api path (the matcher's last entry): the router also tries the matchers on the
  // decoded path, so it may come spelled with escapes (/%61pi/...) and is only ever passed on.
  return hasMalformedEncoding(pathname) ? malformedPathAnswer() : NextResponse.next();
}

// Literal (Next reads it at build time); lib/server/editor/uploaded-images.test.ts checks it
// against EDITOR_UPLOAD_PATHS. The last entry takes only an /api path with a '%' not followed by
// two hex digits, or one that starts a byte above 0x7F (where UTF-8 can be cut): every path
// decodeURIComponent refuses, but not the ASCII escapes of well-formed calls ('%40' in an email),
// which never pay for the proxy (proxy.test.ts, decision 0253).
export const config = {
  matcher: [
    '/pricing.json',
    '/blog/covers/:path*',
    '/blog/authors/:path*',
    '/images/:path*',
    '/api/:path(.*%(?:[89a-fA-F]|(?![0-9a-fA-F]{2})).*)',
  ],
};
