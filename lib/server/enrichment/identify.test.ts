import type { Db } from '@/lib/server/db';
import { openTestDb } from '@/tests/support/test-db';
import type { FormId } from '@/constants/forms';
import { storeLead } from '@/lib/server/leads/store';
import { storedLead } from '@/tests/support/stored-lead';
import { identifyVisitor, isVisitorToken } from '.';

const TOKEN = 'a3f5c1d2e4b6a7c8d9e0f1a2b3c4d5e6';

async function dbWithLead(
  fields: { name: string; value: string }[],
  hutk: string,
  submissionId: string,
  now: number,
) {
  const db = await openTestDb();
  await addLead(db, fields, hutk, submissionId, now);
  return db;
}

async function addLead(
  db: Db,
  fields: { name: string; value: string }[],
  hutk: string,
  submissionId: string,
  now: number,
  formId: FormId = 'request-demo',
) {
  const context = { hutk, pageUri: 'http://localhost/pricing' };
  await storeLead(db, storedLead(formId, submissionId, fields, { submittedAt: now, context }), {
    forward: false,
    now,
  });
}

describe('identify', () => {
  it('accepts only well-formed visitor tokens', async () => {
    expect(isVisitorToken(TOKEN)).toBe(true);
    expect(isVisitorToken("' OR 1=1 --")).toBe(false);
    expect(isVisitorToken(undefined)).toBe(false);
  });

  it('prefills from the leads stored with the visitor token, newest values first', async () => {
    const db = await dbWithLead(
      [
        { name: 'email', value: 'old@acme.example' },
        { name: 'firstname', value: 'Jane' },
        { name: 'company', value: 'Acme' },
      ],
      TOKEN,
      'submission-0001',
      1000,
    );
    await addLead(
      db,
      [
        { name: 'email', value: 'jane@acme.example' },
        { name: 'utm_source', value: 'ads' },
      ],
      TOKEN,
      'submission-0002',
      2000,
    );
    await addLead(
      db,
      [{ name: 'email', value: 'someone@else.example' }],
      'b'.repeat(32),
      'submission-0003',
      3000,
    );
    await expect(identifyVisitor(db, TOKEN, undefined)).resolves.toEqual({
      email: 'jane@acme.example',
      firstname: 'Jane',
      company: 'Acme',
    });
    await expect(identifyVisitor(db, 'c'.repeat(32), undefined)).resolves.toBeNull();
  });

  it('never prefills the visitor with the person they referred, even from a referral stored with their token', async () => {
    const fieldsOf = (values: Record<string, string>) =>
      Object.entries(values).map(([name, value]) => ({ name, value }));
    const visitor = fieldsOf({ email: 'ada@acme.example', firstname: 'Ada' });
    const db = await dbWithLead(visitor, TOKEN, 'submission-0010', 1000);
    const referee = fieldsOf({
      email: 'leo@other-co.example',
      firstname: 'Leo',
      company: 'Other Co',
    });
    await addLead(db, referee, TOKEN, 'submission-0011', 2000, 'customer-referral');
    await expect(identifyVisitor(db, TOKEN, undefined)).resolves.toEqual({
      email: 'ada@acme.example',
      firstname: 'Ada',
    });
  });

  it('asks HubSpot for the contact profile by token when a token is configured', async () => {
    const db = await openTestDb();
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(
      Response.json({
        vid: 501,
        properties: {
          email: { value: 'jane@acme.example' },
          firstname: { value: 'Jane' },
          lifecyclestage: { value: 'lead' },
        },
      }),
    );
    await expect(identifyVisitor(db, TOKEN, 'pat-token', fetcher)).resolves.toEqual({
      email: 'jane@acme.example',
      firstname: 'Jane',
    });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toMatch(
      `https://api.hubapi.com/contacts/v1/contact/utk/${TOKEN}/profile?property=email`,
    );
    expect(init?.headers).toEqual({ Authorization: 'Bearer pat-token' });

    fetcher.mockResolvedValueOnce(new Response('{"status":"error"}', { status: 404 }));
    await expect(identifyVisitor(db, TOKEN, 'pat-token', fetcher)).resolves.toBeNull();
    fetcher.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await expect(identifyVisitor(db, TOKEN, 'pat-token', fetcher)).rejects.toThrow(
      'HubSpot answered 500',
    );
  });
});
