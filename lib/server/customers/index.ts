import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';

/**
 * Paying customers: a row matches one exact email or every address at a company domain. The demo
 * modal never offers them a sales meeting, and the email check reports isPayingCustomer.
 */
export async function isPayingCustomer(db: Db, email: string): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  const domain = normalised.split('@')[1] ?? '';
  const row = await db
    .selectFrom('paying_customers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email', '=', normalised),
        eb.and([eb('domain', 'is not', null), eb('domain', '=', domain)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addPayingCustomer(
  db: Db,
  customer: { company: string; email?: string; domain?: string },
): Promise<void> {
  await db
    .insertInto('paying_customers')
    .values({
      company: customer.company,
      email: customer.email?.trim().toLowerCase() ?? null,
      domain: customer.domain?.trim().toLowerCase() ?? null,
    })
    .execute();
}
