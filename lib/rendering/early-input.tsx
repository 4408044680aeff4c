import { createContext, useEffect, type RefObject } from 'react';

declare global {
  interface Window {
    /** Set by public/scripts/chunk-bootstrap.js: the form controls changed before hydration. */
    __switchboardEarlyInput?: () => HTMLElement[];
    /** Set by public/scripts/chunk-bootstrap.js: the last button pressed before hydration. */
    __switchboardEarlyClick?: () => HTMLButtonElement | null;
    /** Set by public/scripts/chunk-bootstrap.js: React hydrates now, and runs clicks itself. */
    __switchboardReactListens?: () => void;
    /** Set by public/scripts/chunk-bootstrap.js: a form submitted before anything handled it. */
    __switchboardHeldSubmit?: HTMLFormElement | null;
  }
}

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isCheckable(element: Control): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
  );
}

/** Whether the visitor changed the control from what the server rendered. */
export function isChanged(element: Control): boolean {
  if (isCheckable(element)) return element.checked !== element.defaultChecked;
  if (element instanceof HTMLSelectElement) return isSelectChanged(element);
  return element.value !== element.defaultValue;
}

function isSelectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  const listBox = select.multiple || select.size > 1;
  if (listBox || options.some((option) => option.defaultSelected)) {
    return options.some((option) => option.selected !== option.defaultSelected);
  }
  // No option marked in a drop-down: the browser shows the first one a visitor could pick (one in
  // a disabled group cannot be).
  const shown = options.find((option) => !option.matches(':disabled'));
  return options.some((option) => option.selected !== (option === shown));
}

/**
 * The page's controls the visitor changed before the app was live: those the loader heard change
 * (chunk-bootstrap.js, from when it runs), then any other that no longer shows what the server
 * rendered. The loader is async and may run after the visitor acted (decision 0240); a control's
 * state tells what its events no longer can.
 */
export function earlyChangedControls(): HTMLElement[] {
  const heard = window.__switchboardEarlyInput?.() ?? [];
  const changed = [...document.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => !control.disabled && !heard.includes(control) && isChanged(control),
  );
  return [...heard, ...changed];
}

/** Whether a submit the app did not handle yet (chunk-bootstrap.js held it) is inside `container`. */
export function hasEarlySubmitIn(container: Element): boolean {
  const form = window.__switchboardHeldSubmit;
  return Boolean(form && container.contains(form));
}

/** Takes the held submit when `owns` its form: the taker sends it; nobody else will. */
export function takeEarlySubmit(owns: (form: HTMLFormElement) => boolean): boolean {
  const form = window.__switchboardHeldSubmit;
  if (!form || !owns(form)) return false;
  window.__switchboardHeldSubmit = null;
  return true;
}

/** A named control of a form as the visitor left it before the form was live. */
export interface EarlyValue {
  name: string;
  /** Text, a chosen option or a radio's value; a box's own value. */
  value: string;
  /** For boxes: ticked or not. */
  checked: boolean;
  kind: 'text' | 'select' | 'check' | 'radio';
}

/**
 * Once a hydrated form is live (its owner's first effect), hands it what the visitor did to its
 * server-rendered controls before: hydration keeps their values on the page but not in the form's
 * state, and a submit pressed then was held (chunk-bootstrap.js). `carry` puts the values into the
 * form's state and sends the submit. A form an island replaced gets them from the island instead.
 */
export function useEarlyFormInput(
  formRef: RefObject<HTMLFormElement | null>,
  carry: (values: EarlyValue[], submitted: boolean) => void,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = [...form.querySelectorAll<Control>('input[name], textarea[name], select[name]')]
      .filter(isChanged)
      .map((control) => ({
        name: control.name,
        value: control.value,
        checked: isCheckable(control) && control.checked,
        kind: isCheckable(control)
          ? control.type === 'radio'
            ? ('radio' as const)
            : ('check' as const)
          : control instanceof HTMLSelectElement
            ? ('select' as const)
            : ('text' as const),
      }));
    const submitted = takeEarlySubmit((held) => held === form);
    if (values.length > 0 || submitted) carry(values, submitted);
    // Once, when the form becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** A control and how to hand the app what the visitor did to it. */
interface EarlyReplay {
  control: HTMLElement;
  replay: () => void;
  /** Typed text, replayed before the rest (see EarlyInputReplay). */
  typed?: boolean;
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/**
 * Replays what the visitor did to page controls before the app was live (decision 0150): the app's
 * scripts start after the first paint, so a filter picked or a search typed in that moment would
 * show in the control but not in the page, and a button pressed would do nothing. Mounted once in pages/_app.tsx; its effect runs once the
 * root has hydrated, when React listens: an event on a part not hydrated yet hydrates it first.
 * Page forms carry their own state (useEarlyFormInput, ./island.tsx).
 */
export function EarlyInputReplay() {
  useEffect(() => {
    // Every choice is read before any is replayed (a replayed radio may make React put back, for
    // a moment, the one rendered beside it); typed text when it is replayed.
    const replays = earlyChangedControls().flatMap((control): EarlyReplay[] => {
      // A marketing form carries its own (useEarlyFormInput).
      if (control.closest('form[data-form-id]')) return [];
      // What the visitor chose, read now: hydrating a controlled select or box may put back the
      // value it was rendered with.
      if (control instanceof HTMLSelectElement) {
        const picked = [...control.options].map((option) => option.selected);
        return [{ control, replay: () => replaySelect(control, picked) }];
      }
      if (
        control instanceof HTMLTextAreaElement ||
        (control instanceof HTMLInputElement && TEXT_TYPES.has(control.type))
      ) {
        // Read when replayed, not now: the visitor may still be typing while the part hydrates.
        return [{ control, replay: () => replayText(control, control.value), typed: true }];
      }
      if (
        control instanceof HTMLInputElement &&
        (control.type === 'checkbox' || control.type === 'radio')
      ) {
        const checked = control.checked;
        return [{ control, replay: () => replayCheck(control, checked) }];
      }
      return [];
    });
    // Typed text first: a replayed radio or select makes React render its part again at once,
    // which puts a text field not replayed yet back to the value React last saw.
    const ordered = [...replays.filter((r) => r.typed), ...replays.filter((r) => !r.typed)];
    const stops = ordered.map(({ control, replay }) => whenHydrated(control, replay));
    // React listens now: a click on a part not hydrated yet hydrates that part first, then runs;
    // from a task of its own, since React cannot hydrate while it is running these effects.
    const button = window.__switchboardEarlyClick?.();
    const timer = button ? window.setTimeout(() => button.isConnected && button.click(), 0) : 0;
    return () => {
      window.clearTimeout(timer);
      stops.forEach((stop) => stop());
    };
  }, []);
  return null;
}

/** How long a control may wait for its part of the page to hydrate (idle priority, decision 0150). */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Runs `then` once React has hydrated the control: the page hydrates after the root, in slices,
 * and an event replayed on markup React has not hydrated yet would reach no handler. React marks
 * the elements it owns with a `__reactFiber` key.
 */
function whenHydrated(control: HTMLElement, then: () => void): () => void {
  const deadline = performance.now() + HYDRATION_WAIT_MS;
  let frame = 0;
  const check = () => {
    if (!control.isConnected || performance.now() > deadline) return;
    if (Object.keys(control).some((key) => key.startsWith('__reactFiber'))) then();
    else frame = window.requestAnimationFrame(check);
  };
  check();
  return () => window.cancelAnimationFrame(frame);
}

/** A select's change reaches React as it is (React keeps no record of a select's value). */
function replaySelect(control: HTMLSelectElement, picked: boolean[]) {
  [...control.options].forEach((option, index) => {
    option.selected = picked[index] ?? false;
  });
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** React notices a text change only against the value it last saw: make it see the typed one. */
function replayText(control: TextControl, typed: string) {
  const nativeSetter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(control),
    'value',
  )?.set;
  if (!nativeSetter) return;
  // Through React's own value property (it records ''), then the browser's (it does not): the
  // next input event carries a change from '' to what the visitor typed.
  control.value = '';
  nativeSetter.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * React hears boxes through clicks, and a click toggles the box: set it, through React's own
 * property, to the opposite of the visitor's choice, and let the click bring it back.
 */
function replayCheck(control: HTMLInputElement, checked: boolean) {
  if (control.type === 'radio' && !checked) return; // The radio chosen instead is replayed.
  control.checked = !checked;
  control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/**
 * The name of the field the visitor was in when an island's live part replaced its markup: focus
 * moves into the new field only after the part's own effects ran, so a part that fills fields as
 * it mounts (a prefill) asks here which one is the visitor's.
 */
export const IslandFocusedField = createContext<string | null>(null);
