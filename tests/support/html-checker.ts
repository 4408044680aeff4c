import { createRequire } from 'node:module';

/** The Nu HTML Checker's jar, from the pinned vnu-jar package (its export is the jar's path). */
export const VNU_JAR = String(createRequire(__filename)('vnu-jar'));

/** One message of vnu's `--format json` report (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export interface VnuReport {
  messages: VnuMessage[];
}

/**
 * Valid CSS that vnu's CSS checker does not know yet: the scroll cue's registered custom property
 * and its scroll-driven animation (styles/scroll-cue.ts, decision 0106). Only these exact messages
 * are set aside; any other CSS finding still fails.
 */
const CSS_VNU_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.?$/,
];

/**
 * The errors and warnings of a vnu report, one line each: "<route> line N: <message>".
 * `routeOf` turns the checked file back into the route it was fetched from.
 */
export function vnuFindings(report: VnuReport, routeOf: (file: string) => string): string[] {
  return report.messages
    .filter((m) => m.type !== 'info' || m.subType === 'warning')
    .filter((m) => !CSS_VNU_DOES_NOT_KNOW.some((known) => known.test(m.message)))
    .map((m) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '(no file)';
      const where = m.lastLine ? ` line ${m.lastLine}` : '';
      const level = m.type === 'info' ? 'warning' : m.type;
      return `${routeOf(file)}${where}: ${level}: ${m.message}`;
    });
}
