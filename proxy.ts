import { NextResponse, type NextRequest } from 'next/server';

/**
 * GET /pricing.json answers from the pricing API route (pages/api/pricing.ts). A rewrite here, not
 * in next.config.ts: any config rewrite makes Next re-route every statically generated page in the
 * browser right after hydration (an extra render of the whole app, ADR 0081), and a page cannot be
 * named pricing.json beside /pricing (both would write pricing.json at build time). The matcher
 * keeps every other request away from this step.
 */
export function proxy(request: NextRequest) {
  return NextResponse.rewrite(new URL('/api/pricing', request.url));
}

export const config = { matcher: '/pricing.json' };
