import * as yup from 'yup';
import {
  EVENT_RATING_OPTIONS,
  FIELDS,
  HIDDEN_FIELDS,
  REFERRAL_DETAILS_MAX_LENGTH,
} from '@/constants/form-fields';
import { choiceSchema } from '../choices';
import { fieldRules, hiddenRequired } from '../field-rules';
import { MESSAGES } from '../messages';
import { textValue } from '../text-value';

/** After a past webinar: a rating, what helped (optional) and whether to follow up. */
const F = FIELDS;

export const webinarFeedbackSchema = yup.object({
  ...fieldRules.email(),
  ...hiddenRequired(HIDDEN_FIELDS.livestormEventId),
  [F.eventRating.name]: choiceSchema(
    F.eventRating.label,
    EVENT_RATING_OPTIONS.map((option) => option.value),
    { requiredText: MESSAGES.eventRatingRequired },
  ),
  [F.eventFeedback.name]: textValue(F.eventFeedback.label, { multiline: true }).max(
    REFERRAL_DETAILS_MAX_LENGTH,
    MESSAGES.referralDetailsTooLong,
  ),
  [F.eventFollowUp.name]: yup.boolean().optional(),
});
