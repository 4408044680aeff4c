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
  /** Serves the endpoint; call once the database holds what the test needs. */
  serve: (
    handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
    options?: { parsesForms?: boolean },
  ) => Promise<string>;
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
  return {
    db,
    dataDir,
    authorization: `Basic ${Buffer.from(`marketing:${password}`).toString('base64')}`,
    serve: async (handler, options) => {
      server = await serveApiHandler(handler, [], options);
      return server.origin;
    },
    close: async () => {
      await server?.close();
      delete process.env.LEADS_PASSWORD;
      resetEnvForTests();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
