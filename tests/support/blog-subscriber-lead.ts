import { FORM_IDS } from '@/constants/forms';
import type { NewLead } from '@/lib/server/leads/store';
import { storedLead } from './stored-lead';

/** A blog-footer subscription as the forms host stores it: an email, no consent choices. */
export function blogSubscriberLead(
  email: string,
  submissionId: string,
  submittedAt: number,
): NewLead {
  return storedLead(FORM_IDS.blogSubscribeFooter, submissionId, [{ name: 'email', value: email }], {
    submittedAt,
    context: { pageUri: 'https://www.switchboard.example/blog', pageName: 'Blog' },
  });
}
