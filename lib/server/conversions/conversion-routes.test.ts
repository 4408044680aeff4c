import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { countRows, getDb } from '@/lib/server/db';
import fbConversionHandler from '@/pages/api/fb-conversion-api';
import linkedInConversionHandler from '@/pages/api/licapi';
import { DEMO_FORM_OBJECT } from '@/tests/support/conversions';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';

/** Both conversion proxies over real HTTP on a real SQLite file, no provider configured. */
let dataDir: string;
let meta: Awaited<ReturnType<typeof serveApiHandler>>;
let linkedIn: Awaited<ReturnType<typeof serveApiHandler>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conversion-routes-'));
  process.env.DATA_DIR = dataDir;
  for (const name of ['META_PIXEL_ID', 'META_ACCESS_TOKEN', 'LINKEDIN_ACCESS_TOKEN']) {
    delete process.env[name];
  }
  resetEnvForTests();
  await openTestDb({ asProcessDb: true });
  meta = await serveApiHandler(fbConversionHandler);
  linkedIn = await serveApiHandler(linkedInConversionHandler);
});

afterAll(async () => {
  await meta.close();
  await linkedIn.close();
  await closeTestDb(getDb());
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (origin: string, body: string) =>
  fetch(origin, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const stored = async () => ({ n: await countRows(getDb(), 'ad_conversions') });

const demo = { formObject: DEMO_FORM_OBJECT, eventId: 'evt-route-1' };

describe('POST /api/fb-conversion-api and /api/licapi', () => {
  it('records a valid conversion and answers 202 with its status', async () => {
    const answer = await post(meta.origin, JSON.stringify(demo));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ status: 'recorded' });
    const trial = await post(
      linkedIn.origin,
      JSON.stringify({
        conversion: 'trial',
        eventId: 'evt-route-2',
        conversionHappenedAt: 1_763_800_000_000,
        email: 'jane.doe@acme.example',
      }),
    );
    expect(trial.status).toBe(202);
    expect(await trial.json()).toEqual({ status: 'recorded' });
    expect(await stored()).toEqual({ n: 2 });
  });

  it("answers 400 with the schema's first problem, unknown fields included, and stores nothing", async () => {
    const before = await stored();
    const unknown = await post(
      meta.origin,
      JSON.stringify({ ...demo, formObject: { ...demo.formObject, Password: 'x' } }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'formObject field has unspecified keys: Password',
    });
    const kind = await post(
      linkedIn.origin,
      JSON.stringify({
        conversion: 'purchase',
        eventId: 'e',
        conversionHappenedAt: 1,
        email: 'jane.doe@acme.example',
      }),
    );
    expect(kind.status).toBe(400);
    expect(await kind.json()).toEqual({
      error: 'conversion must be one of the following values: demo, trial',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a body over 8 KiB with 413 before reading it', async () => {
    const answer = await post(meta.origin, JSON.stringify({ ...demo, pad: 'x'.repeat(9000) }));
    expect(answer.status).toBe(413);
  });
});
