/**
 * How the consent banner sits in the page (decision 0138). It is a notice beside the page, not a
 * modal choice: no region the site serves requires a choice before the page may be used (opt-in
 * only requires that nothing optional is stored before consent, which the consent store enforces),
 * so the banner neither takes focus nor traps Tab. It comes first in the document, so the first Tab
 * reaches it and Tab from its last control moves on into the page; after a choice, focus goes back
 * to where it was, or to the page's main content, never to `body`.
 */

/** First child of body: the banner's controls come first in the Tab order, before the skip link. */
export const CONSENT_ROOT_ID = 'consent-root';
/** The page shell's main landmark (focusable with tabindex -1, the skip link's target). */
const MAIN_CONTENT_ID = 'main-content';
/** vanilla-cookieconsent's banner (its preferences panel, `.pm`, is a real modal and keeps its trap). */
const BANNER_SELECTOR = '#cc-main .cm';

export function consentRoot(): HTMLElement {
  let root = document.getElementById(CONSENT_ROOT_ID);
  if (!root) {
    root = document.createElement('div');
    root.id = CONSENT_ROOT_ID;
    document.body.prepend(root);
  }
  return root;
}

/**
 * The library wraps Tab inside its banner (a listener in the capture phase on its own elements);
 * a capture listener on window runs first and keeps Tab's ordinary behaviour.
 */
function letTabLeaveBanner(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const target = event.target;
  if (target instanceof Element && target.closest(BANNER_SELECTOR)) event.stopPropagation();
}

/** Call once the banner exists: it does not take focus and does not claim to be modal. */
export function makeBannerNonModal(): void {
  const banner = document.querySelector(BANNER_SELECTOR);
  if (!banner) return;
  banner.removeAttribute('aria-modal');
  // The library focuses this tabindex=-1 element 100 ms after showing the banner.
  banner.querySelector(':scope > [tabindex="-1"]')?.removeAttribute('tabindex');
}

export function installBannerKeyboard(): () => void {
  window.addEventListener('keydown', letTabLeaveBanner, true);
  return () => window.removeEventListener('keydown', letTabLeaveBanner, true);
}

/**
 * After the banner or the panel closes the library gives focus back to what had it when they
 * opened, which is `body` when they opened with the page; then the page's main content takes it.
 */
export function settleFocusAfterChoice(): void {
  setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(active.closest('#cc-main'));
    if (lost) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, 0);
}

/**
 * What the banner must never cover on first view: the page's headline and its primary calls to
 * action (the demo and trial buttons, in the page or the header), where they are in view.
 */
function keepClear(labels: readonly string[]): DOMRect[] {
  const wanted = new Set(labels.map((label) => label.toLowerCase()));
  const elements = [
    document.querySelector('main h1'),
    ...[...document.querySelectorAll('main a, main button, header a, header button')].filter(
      (element) => wanted.has((element.textContent ?? '').trim().toLowerCase()),
    ),
  ];
  return elements
    .filter((element): element is Element => element !== null)
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight);
}

/**
 * The bar sits at the bottom, unless there it would cover the headline or a call to action and at
 * the top it would not. Measured from the bar's height, not its box: it may still be sliding in.
 */
export function placeBanner(labels: readonly string[]): void {
  const banner = document.querySelector<HTMLElement>(BANNER_SELECTOR);
  if (!banner) return;
  const height = banner.offsetHeight;
  const clear = keepClear(labels);
  const fits = (top: number) =>
    clear.every((rect) => rect.bottom <= top || rect.top >= top + height);
  const atTop = !fits(window.innerHeight - height) && fits(0);
  banner.classList.toggle('cm--top', atTop);
  banner.classList.toggle('cm--bottom', !atTop);
}
