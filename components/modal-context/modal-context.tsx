import { useRouter } from 'next/router';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { track } from '@/lib/analytics/track';
import { whenBrowserIdle } from '@/lib/browser-idle';
import { useComponentCode } from '@/components/dialog/use-component-code';
import { Dialog, type DialogVariant } from '@/components/dialog/dialog';
import { ModalLoadFailed, ModalLoading } from '@/components/dialog/modal-loading';
import type { ModalContentProps, ModalKind } from '@/modals/types';
import {
  isGetStartedHash,
  pathWithoutHash,
  shouldRemoveHashOnClose,
  withGetStartedHash,
} from './get-started-hash';
import { registerPageApi } from './window-api';

export interface OpenModalOptions {
  /** The get-started flow name, handed to the get-started modal's content. */
  flow?: string;
  /**
   * Where focus goes when the modal closes, when not the control that opened it: a control in the
   * mobile menu is gone once the menu closes, so its modal returns focus to the menu button.
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * What the page's components may do with the modals, and nothing that changes: with the open
 * modal's state in it, every open and close rendered again each control that can open one (the
 * footer, every call to action, the whole page on /resources). Decision 0221.
 */
export interface ModalContextValue {
  openModal(kind: ModalKind, options?: OpenModalOptions): void;
  closeModal(): void;
}

/** The label sent with modal_opened / modal_closed events. */
export const MODAL_LABELS: Record<ModalKind, string> = {
  getStarted: 'get-started',
  trial: 'trial',
  demo: 'demo',
  subscribe: 'blog-subscribe',
  productTour: 'product-tour',
};

const VARIANTS: Record<ModalKind, DialogVariant> = {
  getStarted: 'default',
  trial: 'default',
  demo: 'wide',
  subscribe: 'default',
  productTour: 'tour',
};

type ModalModule = { default: ComponentType<ModalContentProps> };

/** Each modal's code, out of the page's first load (pages stay light). */
const MODAL_CODE: Record<ModalKind, () => Promise<ModalModule>> = {
  getStarted: () => import('@/modals/get-started/get-started-modal'),
  trial: () => import('@/modals/trial/trial-modal'),
  demo: () => import('@/modals/demo/demo-modal'),
  subscribe: () => import('@/modals/subscribe/subscribe-modal'),
  productTour: () => import('@/modals/product-tour/product-tour-modal'),
};

/** Each modal's component once its code has arrived and run. */
const LOADED: Partial<Record<ModalKind, ComponentType<ModalContentProps>>> = {};

function loadModal(kind: ModalKind): Promise<ComponentType<ModalContentProps>> {
  return MODAL_CODE[kind]().then((module) => (LOADED[kind] = module.default));
}

/**
 * Fetches and runs a modal's code before it opens, so its first step is ready at the click
 * (issue 19: interactive within 1 s under mobile throttling). The bundler runs a module once.
 */
export function preloadModal(kind: ModalKind): void {
  loadModal(kind).catch(() => undefined);
}

/**
 * A modal's content: at once when its code is here (preloaded at idle, on pointer-over or focus),
 * else 'Loading…' until it arrives. next/dynamic showed 'Loading…' for one render even for code
 * already run, and the dialog opened and laid the page out around it first (decision 0214).
 */
function ModalContent({ kind, ...props }: ModalContentProps & { kind: ModalKind }) {
  const Loaded = LOADED[kind];
  const load = useCallback(() => loadModal(kind), [kind]);
  const { failed, retry } = useComponentCode(Loaded, load);
  if (Loaded) return <Loaded {...props} />;
  return failed ? <ModalLoadFailed onRetry={retry} /> : <ModalLoading />;
}

/** The header's two modals, whose triggers are on every page. */
const PRELOADED_WHEN_IDLE: ModalKind[] = ['demo', 'trial'];

/** Signs that a visitor is there (not a crawler or a measuring tool): any of them will do. */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown'] as const;

/**
 * Once the page has loaded and a visitor shows they are there, when the browser has nothing else
 * to do. Not before the first sign of a visitor: Lighthouse and the bench's JavaScript count load
 * pages without touching them, and a modal's code is not part of what a page needs (decision 0150).
 */
function whenVisitorIdleAfterLoad(then: () => void): () => void {
  let cancelIdle = () => {};
  const onPresence = () => {
    PRESENCE_EVENTS.forEach((type) => window.removeEventListener(type, onPresence));
    cancelIdle = whenBrowserIdle(then, 2_000, 200);
  };
  const listen = () =>
    PRESENCE_EVENTS.forEach((type) =>
      window.addEventListener(type, onPresence, { once: true, passive: true }),
    );
  if (document.readyState === 'complete') listen();
  else window.addEventListener('load', listen, { once: true });
  return () => {
    window.removeEventListener('load', listen);
    PRESENCE_EVENTS.forEach((type) => window.removeEventListener(type, onPresence));
    cancelIdle();
  };
}

const noop = () => undefined;
const ModalContext = createContext<ModalContextValue>({ openModal: noop, closeModal: noop });

interface ActiveModal {
  kind: ModalKind;
  flow?: string;
  /** The element to give focus back to on close. */
  opener: HTMLElement | null;
  /** The path where the get-started hash was put on (or found on) the URL. */
  hashPath?: string;
  /** Increments on every open, so reopening remounts the content from its first step. */
  key: number;
}

function currentAsPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function focusedElement(): HTMLElement | null {
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/**
 * Global open/close of the site's modals. One modal is open at a time; opening another replaces it.
 * It also owns the get-started URL hash (docs/decisions/0010) and the `window.Switchboard.openTrial`
 * / `openDemo` functions for page scripts.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [active, setActive] = useState<ActiveModal | null>(null);
  /** The modal being shown; it stays rendered while its closing animation runs. */
  const [shown, setShown] = useState<ActiveModal | null>(null);
  const activeRef = useRef<ActiveModal | null>(null);
  const counter = useRef(0);

  const apply = useCallback((next: ActiveModal | null) => {
    const previous = activeRef.current;
    activeRef.current = next;
    setActive(next);
    if (next) setShown(next);
    if (previous && previous.key !== next?.key) {
      track(ANALYTICS_EVENTS.modalClosed, { label: MODAL_LABELS[previous.kind] });
    }
    if (next && next.key !== previous?.key) {
      track(ANALYTICS_EVENTS.modalOpened, { label: MODAL_LABELS[next.kind] });
    }
  }, []);

  /** The get-started hash goes with its modal, if the visitor is still where it opened. */
  const dropGetStartedHash = useCallback(
    (closing: ActiveModal) => {
      if (!closing.hashPath || !shouldRemoveHashOnClose(closing.hashPath, currentAsPath())) return;
      void router.replace(pathWithoutHash(currentAsPath()), undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  const openModal = useCallback(
    (kind: ModalKind, options: OpenModalOptions = {}) => {
      const previous = activeRef.current;
      const next: ActiveModal = {
        kind,
        flow: options.flow,
        // Switching from one modal to another keeps the original opener for focus return.
        opener: previous ? previous.opener : (options.returnFocusTo ?? focusedElement()),
        key: ++counter.current,
      };
      if (kind === 'getStarted') {
        const asPath = currentAsPath();
        next.hashPath = asPath;
        if (!isGetStartedHash(window.location.hash)) {
          // Push the hash without scrolling: the modal, not an anchor, is what it points at.
          void router.push(withGetStartedHash(asPath), undefined, { shallow: true, scroll: false });
        }
      } else if (previous) {
        // Get-started handing over to the demo or trial closes it: a reload must not reopen it.
        dropGetStartedHash(previous);
      }
      apply(next);
    },
    [apply, dropGetStartedHash, router],
  );

  const closeModal = useCallback(() => {
    const previous = activeRef.current;
    if (!previous) return;
    apply(null);
    dropGetStartedHash(previous);
  }, [apply, dropGetStartedHash]);

  // The get-started hash opens the modal (on arrival, on an in-page link, on Back/Forward); losing
  // the hash through Back closes it.
  useEffect(() => {
    const syncWithHash = () => {
      const current = activeRef.current;
      const hashOpens = isGetStartedHash(window.location.hash);
      if (hashOpens && current?.kind !== 'getStarted') {
        apply({
          kind: 'getStarted',
          opener: current ? current.opener : focusedElement(),
          hashPath: currentAsPath(),
          key: ++counter.current,
        });
      } else if (!hashOpens && current?.kind === 'getStarted' && current.hashPath) {
        apply(null);
      }
    };
    syncWithHash();
    window.addEventListener('hashchange', syncWithHash);
    router.events.on('hashChangeComplete', syncWithHash);
    return () => {
      window.removeEventListener('hashchange', syncWithHash);
      router.events.off('hashChangeComplete', syncWithHash);
    };
  }, [apply, router.events]);

  // Following a link to another page closes the modal; the URL is the new page's.
  useEffect(() => {
    const onRouteChangeStart = () => {
      if (activeRef.current) apply(null);
    };
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => router.events.off('routeChangeStart', onRouteChangeStart);
  }, [apply, router.events]);

  useEffect(
    () => whenVisitorIdleAfterLoad(() => PRELOADED_WHEN_IDLE.forEach((kind) => preloadModal(kind))),
    [],
  );

  useEffect(
    () =>
      registerPageApi({
        openTrial: () => openModal('trial'),
        openDemo: () => openModal('demo'),
      }),
    [openModal],
  );

  const onExited = useCallback(() => {
    setShown((current) => (activeRef.current ? current : null));
  }, []);

  const value = useMemo<ModalContextValue>(
    () => ({ openModal, closeModal }),
    [openModal, closeModal],
  );

  return (
    <ModalContext.Provider value={value}>
      {children}
      {shown && (
        <Dialog
          key={shown.key}
          open={active?.key === shown.key}
          onRequestClose={closeModal}
          onExited={onExited}
          variant={VARIANTS[shown.kind]}
          returnFocusTo={shown.opener}
        >
          <ModalContent kind={shown.kind} onClose={closeModal} flow={shown.flow} />
        </Dialog>
      )}
    </ModalContext.Provider>
  );
}

/** Open and close the site's modals from anywhere inside the page shell. */
export function useModal(): ModalContextValue {
  return useContext(ModalContext);
}
