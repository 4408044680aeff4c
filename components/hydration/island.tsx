import {
  createElement,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * A part of a page whose code is not part of the page's first load: the page forms (formik, yup,
 * the phone input, the validation lists: over 100 kB gzipped; docs/decisions/0072-lazy-page-forms.md),
 * the footer and the page blocks after the hero (hydrate-when-near.tsx, decision 0081).
 *
 * - On the server the real part renders as usual, so the HTML, the layout and the no-JS behaviour
 *   are exactly the part's own.
 * - In the browser that markup is kept as it is, unhydrated (an "island"), until the part comes
 *   near the viewport or the visitor interacts with it (focus, pointer, typing, submit). Then its
 *   code loads and the live part replaces the markup in place: same elements, same classes, so
 *   nothing moves. What the visitor already typed, the focused field or link, a button clicked and
 *   a submit already pressed carry over to the live part.
 * - After a client-side navigation there is no server markup to keep: the part loads at once.
 */
export interface IslandProps<P extends object> {
  /** Loads the part's component (a dynamic import, so the bundler gives it its own chunk). */
  load: () => Promise<ComponentType<P>>;
  /**
   * The same component for the server render (or a promise of it), null in the browser: pass
   * `typeof window === 'undefined' ? load() : null`. Next replaces `typeof window` at build time,
   * so the browser bundle drops that branch. A promise, not `require()`: the part's modules are async
   * modules on the server (ESM externals), whose `require()` gives a promise, not the exports. The
   * Pages Router waits for the whole render (`allReady`), so the part is in the HTML.
   */
  server: PromiseLike<ComponentType<P>> | ComponentType<P> | null;
  /** The part's props (serialisable values: the server and the browser render the same part). */
  props?: P;
  /** How close to the viewport the part starts loading. */
  rootMargin?: string;
  /**
   * The island's wrapper adds no box (`display: contents`), for parts whose layout depends on
   * being their parent's child (the footer in the page frame, a page block in <main>).
   */
  contents?: boolean;
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

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NEAR_VIEWPORT = '600px 0px';

function isCheckable(element: Control): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
  );
}

function isChanged(element: Control): boolean {
  if (isCheckable(element)) return element.checked !== element.defaultChecked;
  if (element instanceof HTMLSelectElement)
    return [...element.options].some((option) => option.selected !== option.defaultSelected);
  return element.value !== element.defaultValue;
}

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

export function Island<P extends object>({
  load,
  server,
  props,
  rootMargin = NEAR_VIEWPORT,
  contents = false,
}: IslandProps<P>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<{ Component: ComponentType<P> } | null>(null);
  const started = useRef(false);
  const submitRequested = useRef(false);
  const clickedButton = useRef<number | null>(null);
  const carried = useRef<CarriedState | null>(null);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load()
      .then((Component) => {
        const container = containerRef.current;
        if (container)
          carried.current = readIsland(container, submitRequested.current, clickedButton.current);
        // Commit at once, in this task: nothing the visitor types can fall between the reading of
        // the island and its replacement.
        flushSync(() => setLive({ Component }));
      })
      .catch((error: unknown) => {
        // Offline or a failed deploy: let the next interaction try again.
        started.current = false;
        console.warn('[islands] could not load a page part', error);
      });
  }, [load]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || Live) return;
    // No server markup (a client-side navigation): nothing to show until the part loads.
    if (container.childElementCount === 0) {
      start();
      return;
    }
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
    // A display: contents wrapper has no box to observe: its children do.
    for (const part of contents ? [...container.children] : [container]) observer.observe(part);
    return () => observer.disconnect();
  }, [Live, rootMargin, start, contents]);

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

  const style = contents ? { display: 'contents' } : undefined;
  if (Live) {
    return (
      <div ref={containerRef} style={style}>
        <Live.Component {...(props as P)} />
      </div>
    );
  }

  // On the server only (`server` is null in the browser): the part's own markup. use() of the
  // same module-level promise gives the same component on every render.
  const Server = server && 'then' in server ? use(server as Promise<ComponentType<P>>) : server;
  if (!Server && typeof window === 'undefined') {
    // An empty island would ship nothing without JavaScript and shift the layout: fail the build.
    throw new Error(
      "Island has nothing to render on the server: pass server={typeof window === 'undefined' ? load() : null}",
    );
  }
  if (Server)
    return (
      <div ref={containerRef} style={style}>
        {createElement(Server, props as P)}
      </div>
    );

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
      style={style}
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

/**
 * A page part as a lazily loaded component: `island(() => import('./x').then((m) => m.X))`.
 * `typeof window` is replaced at build time: only the server starts loading the part at once (a
 * promise, not require(): the part's modules are async modules there), so it is in the HTML.
 * Page forms use the defaults; hydrate-when-near.tsx sets the options for the other page parts.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: Pick<IslandProps<P>, 'rootMargin' | 'contents'> = {},
) {
  const server = typeof window === 'undefined' ? load() : null;
  return function LazyPart(props: P) {
    return <Island load={load} server={server} props={props} {...options} />;
  };
}
