import { isbot } from 'isbot';

export { bugsnagKeyToStart, ERROR_REPORTING_STAGES, isErrorReportingStage } from './stages';

/** Traffic from known bots is never reported (spec section 6). */
export function isReportableUserAgent(userAgent: string | undefined | null): boolean {
  return !isbot(userAgent ?? '');
}
