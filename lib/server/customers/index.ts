import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';

/**
 * Paying customers: a row matches one exact email or every address at a company domain. The demo
 * modal never offers them a sales meeting, and the email check reports isPayingCustomer.
 */
export function isPayingCustomer(db: Db, email: string): boolean {
  const normalised = email.trim().toLowerCase();
  const domain = normalised.split('@')[1] ?? '';
  const row = db
    .prepare(
      'SELECT 1 FROM paying_customers WHERE email = ? OR (domain IS NOT NULL AND domain = ?) LIMIT 1',
    )
    .get(normalised, domain);
  return row !== undefined;
}

export function addPayingCustomer(
  db: Db,
  customer: { company: string; email?: string; domain?: string },
): void {
  db.prepare('INSERT INTO paying_customers (company, email, domain) VALUES (?, ?, ?)').run(
    customer.company,
    customer.email?.trim().toLowerCase() ?? null,
    customer.domain?.trim().toLowerCase() ?? null,
  );
}
