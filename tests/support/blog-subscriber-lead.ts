import { FORM_IDS } from '@/constants/forms';
import type { NewLead } from '@/lib/server/leads/store';

/** A blog-footer subscription as the forms host stores it: an email, no consent choices. */
export function blogSubscriberLead(
  email: string,
  submissionId: string,
  submittedAt: number,
): NewLead {
  return {
    submissionId,
    formId: FORM_IDS.blogSubscribeFooter,
    fields: [{ name: 'email', value: email }],
    context: { pageUri: 'https://www.switchboard.example/blog', pageName: 'Blog' },
    consent: {
      noticeAccepted: true,
      noticeText: null,
      marketingOptIn: null,
      model: null,
      cookieGroups: null,
    },
    ipCountry: null,
    freeEmailDomain: false,
    anonymousId: null,
    submittedAt,
  };
}
