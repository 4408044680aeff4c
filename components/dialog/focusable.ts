/** Elements a keyboard user can reach with Tab, in document order. */
const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) => !el.closest('[inert]') && !el.hasAttribute('data-focus-skip') && el.tabIndex >= 0,
  );
}

/**
 * Where focus goes when Tab (or Shift+Tab) is pressed on `current` inside a trapped container:
 * the next element, wrapping from the last to the first and back. Returns null when the browser's
 * own move stays inside the container.
 */
export function nextTrappedFocus(
  focusables: readonly HTMLElement[],
  current: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return null;
  const index = current ? focusables.indexOf(current as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return null;
}
