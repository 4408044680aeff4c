import { COMPANY_SIZE_VALUES } from '@/constants/company';
import { isBelowDemoThreshold, qualifyMeeting } from './qualify-meeting';

describe('meeting qualification before step 2 submits', () => {
  it('never offers a paying customer a meeting, whatever the company size', () => {
    for (const companySize of COMPANY_SIZE_VALUES) {
      const result = qualifyMeeting({ isPayingCustomer: true, companySize });
      expect(result.meetingOffered).toBe(false);
      expect(result.flags).toEqual({
        qualified_meeting_offered: 'No',
        qualified_meeting_offered_status: 'Was not shown calendar',
        qualified_meeting_not_offered_reason: 'Flagged as existing customer',
        qualified_booking_status: 'Not offered',
        most_recent_qualified_meeting_offered: 'No',
        most_recent_qualified_meeting_offered_status: 'Was not shown calendar',
        most_recent_qualified_meeting_not_offered_reason: 'Flagged as existing customer',
        most_recent_qualified_booking_status: 'Not offered',
      });
    }
  });

  it.each(['1', '11'])(
    'does not offer company size %s (below the small threshold)',
    (companySize) => {
      const result = qualifyMeeting({ isPayingCustomer: false, companySize });
      expect(result.meetingOffered).toBe(false);
      expect(result.flags).toEqual({
        qualified_meeting_offered: 'No',
        qualified_meeting_offered_status: 'Was not shown calendar',
        qualified_meeting_not_offered_reason: 'Company size below threshold',
        qualified_booking_status: 'Not offered',
        most_recent_qualified_meeting_offered: 'No',
        most_recent_qualified_meeting_offered_status: 'Was not shown calendar',
        most_recent_qualified_meeting_not_offered_reason: 'Company size below threshold',
        most_recent_qualified_booking_status: 'Not offered',
      });
    },
  );

  it.each(['51', '101', '151', '251', '1001'])(
    'offers company size %s a meeting',
    (companySize) => {
      const result = qualifyMeeting({ isPayingCustomer: false, companySize });
      expect(result.meetingOffered).toBe(true);
      expect(result.flags).toEqual({
        qualified_meeting_offered: 'Yes',
        qualified_meeting_offered_status: 'Was shown calendar',
        qualified_meeting_not_offered_reason: '',
        qualified_booking_status: 'Awaiting booking',
        most_recent_qualified_meeting_offered: 'Yes',
        most_recent_qualified_meeting_offered_status: 'Was shown calendar',
        most_recent_qualified_meeting_not_offered_reason: '',
        most_recent_qualified_booking_status: 'Awaiting booking',
      });
    },
  );

  it('reads the threshold as sizes under 51', () => {
    expect(COMPANY_SIZE_VALUES.filter(isBelowDemoThreshold)).toEqual(['1', '11']);
    expect(isBelowDemoThreshold('')).toBe(false);
  });
});
