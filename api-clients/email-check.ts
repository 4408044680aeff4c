import {
  EMAIL_CHECK_COMPANY_SIZE_PARAM,
  EMAIL_CHECK_DEFAULTS,
  EMAIL_CHECK_PATH,
} from '@/constants/forms';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';

/**
 * GET /api/email-check?email=... (spec sections 3 and 7).
 *
 * Usage: const { sendToHubspot, getStartedAction, isPayingCustomer } = await checkEmail(email);
 *   checkEmail(email, { companySize: '51' }) lets the server pick the get-started action by size.
 * It never throws: on any failure it answers the defaults (true, 'default', false), so a broken
 * check never loses a lead.
 */
export interface EmailCheckResult {
  sendToHubspot: boolean;
  getStartedAction: string;
  isPayingCustomer: boolean;
}

export async function checkEmail(
  email: string,
  {
    fetchImpl = fetch,
    timeoutMs = FORM_SUBMISSION_TIMEOUT_MS,
    companySize,
  }: { fetchImpl?: typeof fetch; timeoutMs?: number; companySize?: string } = {},
): Promise<EmailCheckResult> {
  const query = new URLSearchParams({ email });
  // The get-started action depends on team size when the form asked for it (docs/decisions/0031).
  if (companySize) query.set(EMAIL_CHECK_COMPANY_SIZE_PARAM, companySize);
  try {
    const response = await fetchImpl(`${EMAIL_CHECK_PATH}?${query.toString()}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ...EMAIL_CHECK_DEFAULTS };
    const body = (await response.json()) as Partial<Record<keyof EmailCheckResult, unknown>>;
    return {
      sendToHubspot:
        typeof body.sendToHubspot === 'boolean'
          ? body.sendToHubspot
          : EMAIL_CHECK_DEFAULTS.sendToHubspot,
      getStartedAction:
        typeof body.getStartedAction === 'string' && body.getStartedAction
          ? body.getStartedAction
          : EMAIL_CHECK_DEFAULTS.getStartedAction,
      isPayingCustomer:
        typeof body.isPayingCustomer === 'boolean'
          ? body.isPayingCustomer
          : EMAIL_CHECK_DEFAULTS.isPayingCustomer,
    };
  } catch {
    return { ...EMAIL_CHECK_DEFAULTS };
  }
}
