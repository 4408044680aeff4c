import * as yup from 'yup';
import { FIELDS, QUOTE_SEATS } from '@/constants/form-fields';
import { PLANS } from '@/constants/plans';
import { MESSAGES, planMinimumSeatsMessage, requiredMessage } from './messages';

/** The plans a quote can be for: the plans Switchboard sells (constants/plans.ts). */
export const QUOTE_PLANS = PLANS.map(({ slug, name, minimumSeats }) => ({
  value: slug,
  label: name,
  minimumSeats,
}));
export const QUOTE_PLAN_SLUGS = QUOTE_PLANS.map((plan) => plan.value);

/**
 * Seats on a quote: a whole number, at least the chosen plan's minimum ('The Enterprise plan starts
 * at 20 seats'). An empty answer is '{label} is required', not a number error.
 */
export function quoteSeatsSchema() {
  const label = FIELDS.quoteSeats.label;
  return (
    yup
      .number()
      .transform((value: number, original: unknown) =>
        typeof original === 'string' && original.trim() === '' ? undefined : value,
      )
      .typeError(MESSAGES.quoteSeatsWholeNumber)
      .required(requiredMessage(label))
      .integer(MESSAGES.quoteSeatsWholeNumber)
      // Not .min(): the forms host reports a failed 'min' as a missing field.
      .test(
        'seats-range',
        MESSAGES.quoteSeatsWholeNumber,
        (seats) => seats === undefined || (seats >= QUOTE_SEATS.min && seats <= QUOTE_SEATS.max),
      )
      .test('plan-minimum', function planMinimum(seats) {
        const planSlug: unknown = (this.parent as Record<string, unknown>)[FIELDS.quotePlan.name];
        const plan = QUOTE_PLANS.find((candidate) => candidate.value === planSlug);
        if (!plan || seats === undefined || seats >= plan.minimumSeats) return true;
        return this.createError({
          message: planMinimumSeatsMessage(plan.label, plan.minimumSeats),
        });
      })
  );
}
