import { hasControlCharacters } from './control-characters';

/**
 * What the browser adds to a submission on its own (attribution values, the visitor token), held
 * to the rules the forms host applies to them (lib/server/leads/submission.ts), so a stale cookie
 * or a crafted landing URL never gets a visitor's form refused (docs/decisions/0257).
 */

/** The longest value the forms host takes; a longer one is refused as INPUT_TOO_LARGE. */
export const MAX_VALUE_LENGTH = 65_536;

/** HubSpot's visitor token (the hubspotutk cookie); any other shape is refused as INVALID_HUTK. */
export function isValidHutk(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value);
}

/**
 * A hidden value the forms host takes: each run of control characters (by the host's own rule)
 * becomes one space, and the value is cut to the host's limit. Nothing else changes (a campaign
 * named with two spaces keeps them: reports group on exact strings). Empty when nothing is left.
 */
export function cleanHiddenValue(value: string): string {
  let spaced = '';
  let inRun = false;
  for (const character of value) {
    const control = hasControlCharacters(character);
    if (!control) spaced += character;
    else if (!inRun) spaced += ' ';
    inRun = control;
  }
  return (
    spaced
      .trim()
      .slice(0, MAX_VALUE_LENGTH)
      // The cut never leaves half of a surrogate pair: that is not valid Unicode text.
      .replace(/[\uD800-\uDBFF]$/, '')
      .trimEnd()
  );
}
