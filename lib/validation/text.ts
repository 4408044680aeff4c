import {
  FIELDS,
  REFERRAL_DETAILS_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from '@/constants/form-fields';
import { MESSAGES, notValidMessage, requiredMessage, tooLongMessage } from './messages';
import { textValue } from './text-value';

/**
 * A plain answer: '{required text}' when empty and capped to the provider's property length.
 * `multiline` for a textarea's answer, which keeps its line breaks.
 */
export function textSchema(
  label: string,
  {
    required = true,
    requiredText,
    multiline = false,
  }: { required?: boolean; requiredText?: string; multiline?: boolean } = {},
) {
  const base = textValue(label, { multiline }).max(
    TEXT_FIELD_MAX_LENGTH,
    tooLongMessage(label, TEXT_FIELD_MAX_LENGTH),
  );
  return required ? base.required(requiredText ?? requiredMessage(label)) : base.optional();
}

function isHttpUrl(value: string): boolean {
  // Visitors type 'acme.com' as often as 'https://acme.com': both are a website.
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return ['http:', 'https:'].includes(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** A website or profile link: '{required text}' when empty, '{label} not valid' when not a URL. */
export function urlSchema(
  label: string,
  { required = true, requiredText }: { required?: boolean; requiredText?: string } = {},
) {
  return textSchema(label, { required, requiredText }).test(
    'url',
    notValidMessage(label),
    (value) => (value ? isHttpUrl(value) : true),
  );
}

/** A LinkedIn company page. */
export function linkedinUrlSchema(label: string) {
  return urlSchema(label).test('linkedin', notValidMessage(label), (value) => {
    if (!value) return true;
    const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      return /(^|\.)linkedin\.com$/i.test(new URL(candidate).hostname);
    } catch {
      return false;
    }
  });
}

/** Referral details: 'Please provide details', at most 255 characters. */
export function referralDetailsSchema() {
  return textValue(FIELDS.referralDetails.label, { multiline: true })
    .required(MESSAGES.referralDetailsRequired)
    .max(REFERRAL_DETAILS_MAX_LENGTH, MESSAGES.referralDetailsTooLong);
}
