import type { FormId } from '@/constants/forms';
import type { NewLead } from '@/lib/server/leads/store';
import type { SubmittedField } from '@/lib/server/leads/submission';

/** A lead as the forms host stores it, with no consent choices, country or visitor id. */
export function storedLead(
  formId: FormId,
  submissionId: string,
  fields: SubmittedField[],
  {
    submittedAt = Date.now(),
    context = {},
  }: { submittedAt?: number; context?: NewLead['context'] } = {},
): NewLead {
  return {
    submissionId,
    formId,
    fields,
    context,
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
