import {
  createContext,
  createElement,
  use,
  useContext,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  hasEarlySubmitIn,
  IslandFocusedField,
  isCheckable,
  isChanged,
  takeEarlySubmit,
  type Control,
} from './early-input';
import { StyleRegion } from './style-regions';

/** A dynamic import of a page part's component (module-level, so every render gets the same one). */
export type PartLoader<P extends object> = () => Promise<ComponentType<P>>;

/** True inside the server markup of a `near` part (see useWaitingToComeNear). */
const WaitingToComeNear = createContext(false);

/**
 * True while a part renders the server markup of an `<Island when="near">`, which stays as it is
 * until the visitor comes within 200 px of it. Work the visitor cannot see yet, such as an image
 * that is a document of its own (an SVG), can wait for the live part (decision 0230).
 */
export function useWaitingToComeNear(): boolean {
  return useContext(WaitingToComeNear);
}

/**
 * When a part of the page comes alive (decision 0150):
 * - `near`: its code loads when it comes within 200 px of the viewport, or at the visitor's first
 *   focus, pointer, typing, click or submit on it: the footer, page blocks after the hero, forms
 *   inside content pages.
 * - `interaction`: its code loads only at that first interaction.
 * A part whose code belongs to the first load and must respond at once is imported directly.
 */
type IslandWhen = 'near' | 'interaction';

export interface IslandProps<P extends object> {
  when: IslandWhen;
  /** Defined at module level: the server keeps one promise per loader (React's use()). */
  load: PartLoader<P>;
  /** The part's props (serialisable: the server and the browser render the same part). */
  props?: P;
  /**
   * False while the part's props are still on their way in the browser (the footer's links come
   * with GET /api/config/app, decision 0211): the part keeps its server markup, and one asked to
   * come alive meanwhile does so when they arrive. Default true.
   */
  ready?: boolean;
}

/**
 * A part of a page whose code is not needed for its first paint, server-rendered as usual.
 *
 * For `near` and `interaction`, the browser keeps the server's markup as it is, unhydrated (an
 * "island"), until its code has loaded; then the live part replaces the markup in place (same
 * elements and classes: nothing moves). What the visitor typed, chose or ticked, the focused
 * field or link with its caret, a button clicked and a submit pressed meanwhile (also before the
 * app itself was live: ./early-input.tsx) carry over. After a client-side navigation there is no
 * server markup, so the part loads at once.
 */
export function Island<P extends object>(island: IslandProps<P>) {
  return (
    <LazyPart
      load={island.load}
      props={island.props}
      ready={island.ready ?? true}
      rootMargin={island.when === 'near' ? NEAR_VIEWPORT : null}
    />
  );
}

/** On the server only: one promise per loader, so React's use() sees the same one each render. */
const serverParts = new WeakMap<PartLoader<object>, Promise<ComponentType<object>>>();

function serverPart<P extends object>(load: PartLoader<P>): Promise<ComponentType<P>> | null {
  if (typeof window !== 'undefined') return null;
  let part = serverParts.get(load as PartLoader<object>);
  if (!part) {
    part = (load as PartLoader<object>)();
    serverParts.set(load as PartLoader<object>, part);
  }
  return part as Promise<ComponentType<P>>;
}

/** What the visitor did to the unhydrated markup before the live part arrived. */
interface CarriedState {
  /** Changed controls: text-like values, chosen options, ticked boxes (by name and value). */
  values: { name: string; kind: 'text' | 'select' | 'check'; value: string; checked: boolean }[];
  focused: { name: string; value: string } | null;
  /** A focused link or button (no name): its position among the island's focusable elements. */
  focusedIndex: number | null;
  selection: [number, number] | null;
  submitRequested: boolean;
  /** A button clicked before the live part arrived: its position among the island's buttons. */
  clickedButton: number | null;
}

/**
 * The island's wrapper adds no box: the part lays out as its parent's child (the footer in the
 * page frame, a block in <main>, a form in its card).
 */
const PART_STYLE = { display: 'contents' } as const;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * How close to the viewport a `near` part starts loading: its markup is complete and what the
 * visitor does meanwhile carries over, so it needs its code about when it shows.
 */
const NEAR_VIEWPORT = '200px 0px';

function readIsland(
  container: HTMLElement,
  submitRequested: boolean,
  clickedButton: number | null,
): CarriedState {
  const values: CarriedState['values'] = [];
  for (const element of container.querySelectorAll<Control>(
    'input[name], textarea[name], select[name]',
  )) {
    if (!isChanged(element)) continue;
    values.push({
      name: element.name,
      kind: isCheckable(element)
        ? 'check'
        : element instanceof HTMLSelectElement
          ? 'select'
          : 'text',
      value: element.value,
      checked: isCheckable(element) && element.checked,
    });
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement) &&
    active.name &&
    container.contains(active)
      ? active
      : null;
  let selection: [number, number] | null = null;
  try {
    if (
      focused &&
      !(focused instanceof HTMLSelectElement) &&
      focused.selectionStart !== null &&
      focused.selectionEnd !== null
    )
      selection = [focused.selectionStart, focused.selectionEnd];
  } catch {
    // type="email" has no selection API in some browsers.
  }
  const focusedIndex =
    !focused && active instanceof HTMLElement && container.contains(active)
      ? [...container.querySelectorAll(FOCUSABLE)].indexOf(active)
      : -1;
  return {
    values,
    focused: focused ? { name: focused.name, value: focused.value } : null,
    focusedIndex: focusedIndex >= 0 ? focusedIndex : null,
    selection,
    submitRequested,
    clickedButton,
  };
}

function findControl(container: HTMLElement, name: string, value: string): Control | null {
  const all = [...container.querySelectorAll<Control>(`[name="${CSS.escape(name)}"]`)];
  // Several boxes of one group share a name: the value tells them apart.
  return all.length > 1
    ? (all.find((element) => element.value === value) ?? null)
    : (all[0] ?? null);
}

/** Sets a value the way a visitor does, so React's onChange (and formik) see it. */
function setValueAsVisitor(element: Control, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(element) as object,
    'value',
  )?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

function applyCarriedState(container: HTMLElement, carried: CarriedState): void {
  for (const { name, kind, value, checked } of carried.values) {
    const element = findControl(container, name, value);
    if (!element) continue;
    if (kind === 'check') {
      if (isCheckable(element) && element.checked !== checked) element.click();
    } else {
      setValueAsVisitor(element, value);
    }
  }
  if (carried.focused) {
    const element = findControl(container, carried.focused.name, carried.focused.value);
    element?.focus();
    try {
      if (element && !(element instanceof HTMLSelectElement) && carried.selection)
        element.setSelectionRange(...carried.selection);
    } catch {
      // No selection API for this input type.
    }
  }
  if (carried.focusedIndex !== null) {
    container.querySelectorAll<HTMLElement>(FOCUSABLE)[carried.focusedIndex]?.focus();
  }
  if (carried.clickedButton !== null) {
    container.querySelectorAll('button')[carried.clickedButton]?.click();
  }
  if (carried.submitRequested) {
    // The values set above reach formik's state first; then the visitor's submit goes through.
    window.setTimeout(() => container.querySelector('form')?.requestSubmit(), 0);
  }
}

interface LazyPartProps<P extends object> {
  load: PartLoader<P>;
  props?: P;
  ready: boolean;
  /** How close to the viewport the part starts loading; null: only at an interaction. */
  rootMargin: string | null;
}

function LazyPart<P extends object>({ load, props, ready, rootMargin }: LazyPartProps<P>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<{
    Component: ComponentType<P>;
    focusedField: string | null;
  } | null>(null);
  const started = useRef(false);
  const submitRequested = useRef(false);
  const clickedButton = useRef<number | null>(null);
  const carried = useRef<CarriedState | null>(null);
  // Asked to come alive before its props were ready: it does so when they are.
  const waiting = useRef(false);
  const readyRef = useRef(ready);

  const start = useCallback(() => {
    if (started.current) return;
    if (!readyRef.current) {
      waiting.current = true;
      return;
    }
    started.current = true;
    load()
      .then((Component) => {
        const container = containerRef.current;
        if (container)
          carried.current = readIsland(
            container,
            submitRequested.current || takeEarlySubmit((form) => container.contains(form)),
            clickedButton.current,
          );
        // Commit at once, in this task: nothing the visitor types can fall between the reading of
        // the island and its replacement.
        const focusedField = carried.current?.focused?.name ?? null;
        flushSync(() => setLive({ Component, focusedField }));
      })
      .catch((error: unknown) => {
        // Offline or a failed deploy: let the next interaction try again.
        started.current = false;
        console.warn('[islands] could not load a page part', error);
      });
  }, [load]);

  useEffect(() => {
    readyRef.current = ready;
    if (ready && waiting.current) {
      waiting.current = false;
      start();
    }
  }, [ready, start]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || Live) return;
    // No server markup (a client-side navigation): nothing to show until the part loads.
    if (container.childElementCount === 0) {
      start();
      return;
    }
    // The visitor acted on it before the app was live (focused a field, pressed submit).
    if (container.contains(document.activeElement) || hasEarlySubmitIn(container)) {
      start();
      return;
    }
    if (rootMargin === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin },
    );
    // The wrapper has no box to observe (display: contents): its children do.
    for (const part of container.children) observer.observe(part);
    return () => observer.disconnect();
  }, [Live, rootMargin, start]);

  // After the live part's own effects (children's effects run first): a form's prefill from stored user
  // data must not overwrite what the visitor typed. React flushes these effects in the same task
  // as the flushSync commit, so no frame shows the part without the visitor's input.
  useEffect(() => {
    const container = containerRef.current;
    if (!Live || !container || !carried.current) return;
    const state = carried.current;
    carried.current = null;
    applyCarriedState(container, state);
  }, [Live]);

  if (Live) {
    return (
      <div ref={containerRef} style={PART_STYLE}>
        <IslandFocusedField value={Live.focusedField}>
          <Live.Component {...(props as P)} />
        </IslandFocusedField>
      </div>
    );
  }

  // On the server only: the part's own markup, once its module has loaded. Without its props the
  // server renders an empty box, as after a client-side navigation.
  const server = ready ? serverPart(load) : null;
  if (server) {
    const Server = use(server);
    const part = createElement(Server, props as P);
    return (
      <div ref={containerRef} style={PART_STYLE}>
        {/* A part that waits for the visitor to come near lies below the first screen: its rules
            go to a cached stylesheet of their own (decision 0199). */}
        {rootMargin === null ? (
          part
        ) : (
          <WaitingToComeNear value>
            <StyleRegion kind="below">{part}</StyleRegion>
          </WaitingToComeNear>
        )}
      </div>
    );
  }

  const onSubmit = (event: SyntheticEvent) => {
    // The unhydrated form cannot send anything yet: hold the submit until the live form is here.
    event.preventDefault();
    submitRequested.current = true;
    start();
  };
  const onClick = (event: SyntheticEvent) => {
    // A button of the server markup has no handler yet: the live part replays the click.
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const container = containerRef.current;
    // A form's submit button is held by onSubmitCapture instead.
    if (button && container?.contains(button) && !(button.type === 'submit' && button.form)) {
      clickedButton.current = [...container.querySelectorAll('button')].indexOf(button);
    }
    start();
  };
  return (
    <div
      ref={containerRef}
      style={PART_STYLE}
      onClickCapture={onClick}
      onFocusCapture={start}
      onPointerDownCapture={start}
      onPointerEnter={start}
      onInputCapture={start}
      onSubmitCapture={onSubmit}
      // Keeps the server's markup as it is: the island is replaced, never hydrated.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
