import * as yup from 'yup';

/**
 * The wire contract of the two conversion proxies (spec section 7), shared by the browser helper and
 * the API routes, so both validate with the very same rules.
 */
export const CONVERSION_KINDS = ['demo', 'trial'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

export const FB_CONVERSION_ENDPOINT = '/api/fb-conversion-api';
export const LINKEDIN_CONVERSION_ENDPOINT = '/api/licapi';

const name = () => yup.string().trim().max(100).default('');

/** POST /api/fb-conversion-api: { formObject, eventId }. */
export const fbConversionSchema = yup
  .object({
    formObject: yup
      .object({
        Email: yup.string().trim().email().max(254).required(),
        FirstName: name(),
        LastName: name(),
        ContentName: yup.string().trim().max(200).required(),
        currentUrl: yup.string().trim().url().max(2000).required(),
        client_user_agent: yup.string().max(512).default(''),
      })
      .noUnknown()
      .required(),
    /** Shared with the browser pixel (if any) so Meta deduplicates the two. */
    eventId: yup.string().trim().max(100).required(),
  })
  .noUnknown();
export type FbConversionRequest = yup.InferType<typeof fbConversionSchema>;

/**
 * POST /api/licapi: the professional-network conversion of spec section 3. `conversion` names the
 * site's conversion; the server maps it to the configured LinkedIn conversion rule id.
 */
export const linkedInConversionSchema = yup
  .object({
    conversion: yup.string().oneOf(CONVERSION_KINDS).required(),
    eventId: yup.string().trim().max(100).required(),
    conversionHappenedAt: yup.number().integer().positive().required(),
    email: yup.string().trim().email().max(254).required(),
    /** LinkedIn's first-party click id (li_fat_id), when the visit came from an ad. */
    clickId: yup.string().trim().max(200).default(''),
    firstName: name(),
    lastName: name(),
  })
  .noUnknown();
export type LinkedInConversionRequest = yup.InferType<typeof linkedInConversionSchema>;
