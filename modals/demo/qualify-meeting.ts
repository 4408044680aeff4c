import { DEMO_SMALL_COMPANY_THRESHOLD } from '@/constants/company';
import { DEMO_FLAG_FIELDS } from '@/constants/form-fields';
import { DEMO_FLAG_VALUES } from '@/constants/forms';

export interface QualificationInput {
  /** From the email check (api-clients/email-check.ts) run before step 2 submits. */
  isPayingCustomer: boolean;
  /** The company-size bucket value ('1', '11', '51' ...). */
  companySize: string;
}

export type DemoFlagFieldName = (typeof DEMO_FLAG_FIELDS)[keyof typeof DEMO_FLAG_FIELDS];

export interface MeetingQualification {
  meetingOffered: boolean;
  /** Every qualification flag and its most-recent twin, sent with the step 2 submission. */
  flags: Record<DemoFlagFieldName, string>;
}

function flags(offered: boolean, reason: string): Record<DemoFlagFieldName, string> {
  const offeredValue = offered ? DEMO_FLAG_VALUES.offered : DEMO_FLAG_VALUES.notOffered;
  const status = offered ? DEMO_FLAG_VALUES.shownCalendar : DEMO_FLAG_VALUES.notShownCalendar;
  const booking = offered ? DEMO_FLAG_VALUES.bookingAwaited : DEMO_FLAG_VALUES.bookingNotOffered;
  return {
    [DEMO_FLAG_FIELDS.meetingOffered]: offeredValue,
    [DEMO_FLAG_FIELDS.meetingOfferedStatus]: status,
    [DEMO_FLAG_FIELDS.meetingNotOfferedReason]: reason,
    [DEMO_FLAG_FIELDS.bookingStatus]: booking,
    [DEMO_FLAG_FIELDS.recentMeetingOffered]: offeredValue,
    [DEMO_FLAG_FIELDS.recentMeetingOfferedStatus]: status,
    [DEMO_FLAG_FIELDS.recentMeetingNotOfferedReason]: reason,
    [DEMO_FLAG_FIELDS.recentBookingStatus]: booking,
  } as Record<DemoFlagFieldName, string>;
}

/** Whether a company-size bucket is below the demo's 'small' threshold (buckets 1 and 11). */
export function isBelowDemoThreshold(companySize: string): boolean {
  return /^\d+$/.test(companySize) && Number(companySize) < DEMO_SMALL_COMPANY_THRESHOLD;
}

/**
 * Spec section 4: a paying customer is never offered a sales meeting; otherwise a company below the
 * small threshold is not offered one either; everyone else is. The paying-customer rule wins.
 */
export function qualifyMeeting({
  isPayingCustomer,
  companySize,
}: QualificationInput): MeetingQualification {
  if (isPayingCustomer) {
    return {
      meetingOffered: false,
      flags: flags(false, DEMO_FLAG_VALUES.reasonExistingCustomer),
    };
  }
  if (isBelowDemoThreshold(companySize)) {
    return { meetingOffered: false, flags: flags(false, DEMO_FLAG_VALUES.reasonBelowThreshold) };
  }
  return { meetingOffered: true, flags: flags(true, '') };
}
