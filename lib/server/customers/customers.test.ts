import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { addPayingCustomer, isPayingCustomer } from '.';

describe('isPayingCustomer', () => {
  it('matches a seeded email exactly and a seeded domain for any address', async () => {
    const db = await openTestDb();
    await addPayingCustomer(db, { company: 'Acme', email: 'Ops@Acme.io' });
    await addPayingCustomer(db, { company: 'Globex', domain: 'globex.com' });
    expect(await isPayingCustomer(db, 'ops@acme.io')).toBe(true);
    expect(await isPayingCustomer(db, 'someone@acme.io')).toBe(false);
    expect(await isPayingCustomer(db, 'Anyone@GLOBEX.com')).toBe(true);
    expect(await isPayingCustomer(db, 'new@prospect.com')).toBe(false);
    await closeTestDb(db);
  });
});
