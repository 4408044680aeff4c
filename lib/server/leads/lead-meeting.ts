import '@/lib/server/only-on-server';
import { formatMeetingTime } from '@/lib/server/scheduling/invitation';
import { SALES_TEAM, salesRepName, type SalesRep } from '@/lib/server/scheduling/sales-team';
import type { LeadBooking } from './lead-status';

/** A demo lead's meeting as its page shows it to sales (plain values: the page's props). */
export interface LeadMeetingView {
  repName: string;
  /** In the sales team's time zone and in the visitor's, worded as /leads/meetings words them. */
  teamTime: string;
  visitorTime: string;
}

export function leadMeetingView(
  booking: LeadBooking,
  teamTimeZone: string,
  team: readonly SalesRep[] = SALES_TEAM,
): LeadMeetingView {
  return {
    repName: salesRepName(booking.repId, team),
    teamTime: formatMeetingTime(booking, teamTimeZone),
    visitorTime: formatMeetingTime(booking, booking.timeZone),
  };
}
