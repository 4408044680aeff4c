import '@/lib/server/only-on-server';
import { FORM_IDS } from '@/constants/forms';
import { isPayingCustomer } from '@/lib/server/customers';
import type { Db } from '@/lib/server/db';
import { qualifyMeeting } from '@/modals/demo/qualify-meeting';

export type DemoRequestStanding = 'offered' | 'not-found' | 'not-offered';

/**
 * Whether a meeting may be booked for a demo request: the request-demo lead it names must be
 * stored (the modal's step 2 is answered only once it is), belong to the email the meeting is for,
 * and qualify now by the rule the modal applied (spec section 4: no paying customer, no company
 * below the small threshold). The browser's own flags are not trusted: anyone can post a booking,
 * and each one mails an invitation and takes a sales rep's time.
 */
export async function demoRequestStanding(
  db: Db,
  requestId: string,
  email?: string,
): Promise<DemoRequestStanding> {
  const lead = await db
    .selectFrom('leads')
    .select(['email', 'company_size'])
    .where('submission_id', '=', requestId)
    .where('form_id', '=', FORM_IDS.requestDemo)
    .executeTakeFirst();
  if (!lead) return 'not-found';
  // Told apart from a missing request, another person's request id would be confirmed to exist.
  if (email !== undefined && lead.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
    return 'not-found';
  }
  const { meetingOffered } = qualifyMeeting({
    isPayingCustomer: await isPayingCustomer(db, lead.email),
    companySize: lead.company_size ?? '',
  });
  return meetingOffered ? 'offered' : 'not-offered';
}
