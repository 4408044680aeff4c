import Database from 'better-sqlite3';
import { migrate } from '@/lib/server/db/migrate';
import { addPayingCustomer, isPayingCustomer } from '.';

describe('isPayingCustomer', () => {
  it('matches a seeded email exactly and a seeded domain for any address', () => {
    const db = new Database(':memory:');
    migrate(db);
    addPayingCustomer(db, { company: 'Acme', email: 'Ops@Acme.io' });
    addPayingCustomer(db, { company: 'Globex', domain: 'globex.com' });
    expect(isPayingCustomer(db, 'ops@acme.io')).toBe(true);
    expect(isPayingCustomer(db, 'someone@acme.io')).toBe(false);
    expect(isPayingCustomer(db, 'Anyone@GLOBEX.com')).toBe(true);
    expect(isPayingCustomer(db, 'new@prospect.com')).toBe(false);
  });
});
