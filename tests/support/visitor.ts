import { test as base, type TestInfo } from '@playwright/test';

/**
 * Every browser test as its own visitor. All e2e traffic leaves from 127.0.0.1, so without this
 * every journey of a full run would share one budget of each per-IP rate limit (forms host, email
 * checks, signup, events) and a busy minute could refuse a journey for a reason no visitor meets.
 * The e2e server trusts one proxy hop (TRUSTED_PROXY_HOPS=1 in playwright.config.ts), so an
 * X-Forwarded-For set here is the visitor's address, as a CDN would forward it.
 *
 * Addresses come from 198.18.0.0/16 (RFC 2544's benchmarking range): third octet from the worker,
 * fourth from a counter in that worker, so no two tests running at once share one. faults.spec.ts
 * draws its per-request visitors from 198.19.0.0/16.
 */
let counter = 0;

export function nextVisitorAddress(testInfo: Pick<TestInfo, 'workerIndex'>): string {
  counter = (counter % 254) + 1;
  return `198.18.${testInfo.workerIndex % 256}.${counter}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': nextVisitorAddress(testInfo) });
  },
});

export { expect } from '@playwright/test';
