import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { resetEnvForTests } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { serveApiHandler } from './next-api-server';
import { openTestDb } from './test-db';

export interface LeadViewEndpoint {
  /** The process's database (a test stores what the endpoint should find first). */
  db: Db;
  dataDir: string;
  /** The marketing team's basic-auth header. */
  authorization: string;
  /**
   * Serves the endpoint; call once the database holds what the test needs. The lead view's routes
   * read their form bodies themselves (decision 0110).
   */
  serve: (handler: (req: NextApiRequest, res: NextApiResponse) => unknown) => Promise<string>;
  /**
   * Posts form fields to the served endpoint as the lead view's own page does (signed in, same
   * origin, an HTML form wanting a page back); the redirect is answered, not followed.
   */
  postForm: (path: string, fields: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * A lead-view endpoint's test bench: a throwaway data folder, the marketing team's password set,
 * a real database as the process's own, and the endpoint over HTTP; all of it gone at close.
 */
export async function openLeadViewEndpoint(name: string): Promise<LeadViewEndpoint> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const password = `${name}-password`;
  process.env.DATA_DIR = dataDir;
  process.env.LEADS_PASSWORD = password;
  delete process.env.LEADS_USERNAME;
  resetEnvForTests();
  const db = await openTestDb({ asProcessDb: true });
  let server: Awaited<ReturnType<typeof serveApiHandler>> | undefined;
  const authorization = `Basic ${Buffer.from(`marketing:${password}`).toString('base64')}`;
  return {
    db,
    dataDir,
    authorization,
    serve: async (handler) => {
      server = await serveApiHandler(handler);
      return server.origin;
    },
    postForm: (route, fields) => {
      if (!server) throw new Error('serve the endpoint first');
      return fetch(`${server.origin}${route}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          authorization,
          origin: server.origin,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
    },
    close: async () => {
      await server?.close();
      delete process.env.LEADS_PASSWORD;
      resetEnvForTests();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `returnTo` values a crafted page could post to a lead-view action, hoping to be sent off the lead
 * view: another site, another path of this one, or either dressed up. Every action falls back to its
 * own page for each (lib/server/leads/return-path.ts).
 */
export const CRAFTED_RETURN_TOS = [
  'https://evil.example/leads',
  'https://evil.example/leads/meetings',
  '//evil.example/leads',
  '///evil.example/leads',
  'javascript:alert(1)//leads',
  'http:/leads',
  '/leadsX',
  '/leads-export',
  '/leads/../api/leads/export',
  '/leads/meetings/../../api/x?view=past',
  '/leads/./meetings',
  '/leads/%2e%2e/api',
  '/leads/..%2fapi',
  '/leads/%2f%2fevil.example',
  '/%6ceads',
  '/\\evil.example/leads',
  '/leads\\..\\api',
  '/leads?q=\\evil',
  '/leads\r\nSet-Cookie: x=1',
  '/leads\t/x',
  ' /leads',
  '/',
  '',
];
