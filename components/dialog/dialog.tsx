import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { DEMO_MODAL_MAX_WIDTH_PX, MODAL_ANIMATION_MS, Z_INDEX } from '@/constants/layout';
import { afterNextFrame } from '@/lib/browser-idle';
import { colors, mq, radii, shadows } from '@/styles/theme';
import { getFocusableElements, nextTrappedFocus } from './focusable';
import { CloseIcon } from './close-icon';

/** 'wide' is the demo modal's two-column frame: 1084 px at most and no inner padding. */
export type DialogVariant = 'default' | 'wide' | 'tour';

export interface DialogProps {
  /** False starts the closing animation; the parent unmounts the dialog in onExited. */
  open: boolean;
  /** Asked to close: Escape, the close button, or a click on the backdrop. */
  onRequestClose: () => void;
  /** Called once the closing animation has finished. */
  onExited?: () => void;
  variant?: DialogVariant;
  /** The id of the content's heading; modal contents render `<h2 id="modal-title">`. */
  labelledBy?: string;
  /** Where focus goes back to on close; defaults to what had focus when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  closeLabel?: string;
  children: ReactNode;
}

export const MODAL_TITLE_ID = 'modal-title';

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/** Reduced motion skips the exit animation's wait. */
function exitDelayMs(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 0;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : MODAL_ANIMATION_MS;
}

/**
 * The accessible frame around every modal: role=dialog + aria-modal, labelled by the content's
 * heading, focus moved in and trapped (Tab and Shift+Tab wrap), Escape closes, focus returns to the
 * opener, everything else on the page is inert and the page does not scroll behind it.
 * See docs/decisions/0010-own-dialog-frame-and-modal-context.md for why this is not a native <dialog>.
 */
export function Dialog({
  open,
  onRequestClose,
  onExited,
  variant = 'default',
  labelledBy = MODAL_TITLE_ID,
  returnFocusTo,
  closeLabel = 'Close',
  children,
}: DialogProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropPressRef = useRef(false);
  // The opener is whatever had focus when the dialog mounted, unless the caller names one.
  const [opener] = useState<HTMLElement | null>(() => returnFocusTo ?? focusedElement());
  // The page's scrollbar, read while rendering: the page's layout is still clean, so the read
  // costs nothing. Read in the effect below, after the dialog and `inert` went in, it forced a
  // whole-page layout on top of the one the scroll lock causes (issue 19 item 3, decision 0201).
  const [scrollbarWidth] = useState(() =>
    typeof window === 'undefined' ? 0 : window.innerWidth - document.documentElement.clientWidth,
  );

  // While open: the rest of the page is inert and does not scroll. Focus moves in at once, while
  // the page's layout is still clean; the page-wide part restyles and lays out the whole page, so
  // it waits for the frame that shows the dialog (decision 0224). In that frame the backdrop
  // already covers the page and focus is trapped by the dialog's own Tab handling.
  useEffect(() => {
    if (!open) return;
    const madeInert: Element[] = [];
    // The body's own styles as they are when the lock starts, to give back on close.
    let restore: { overflow: string; paddingRight: string } | null = null;
    const lockPage = () => {
      for (const child of Array.from(document.body.children)) {
        if (child === backdropRef.current || child.hasAttribute('inert')) continue;
        if (child.tagName === 'SCRIPT') continue;
        child.setAttribute('inert', '');
        madeInert.push(child);
      }
      const { overflow, paddingRight } = document.body.style;
      restore = { overflow, paddingRight };
      document.body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) document.body.style.paddingRight = `${scrollbarWidth}px`;
    };
    panelRef.current?.focus({ preventScroll: true });
    const cancelLock = afterNextFrame(lockPage);
    return () => {
      cancelLock();
      for (const el of madeInert) el.removeAttribute('inert');
      if (restore) {
        document.body.style.overflow = restore.overflow;
        document.body.style.paddingRight = restore.paddingRight;
      }
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, opener, scrollbarWidth]);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => onExited?.(), exitDelayMs());
    return () => window.clearTimeout(timer);
  }, [open, onExited]);

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDivElement>) => {
      if (!open) return;
      if (event.key === 'Escape') {
        // A control inside (a listbox, a country picker) may use Escape itself.
        if (event.defaultPrevented) return;
        event.stopPropagation();
        onRequestClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const target = nextTrappedFocus(
        getFocusableElements(panelRef.current),
        document.activeElement,
        event.shiftKey,
      );
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
    [open, onRequestClose],
  );

  const onBackdropMouseDown = (event: ReactMouseEvent) => {
    backdropPressRef.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: ReactMouseEvent) => {
    // Only a press that started and ended on the backdrop closes (not a text selection drag).
    if (backdropPressRef.current && event.target === event.currentTarget) onRequestClose();
    backdropPressRef.current = false;
  };

  // Dialogs open on the client only (after an interaction or from the URL hash).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop
      ref={backdropRef}
      data-state={open ? 'open' : 'closed'}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-state={open ? 'open' : 'closed'}
        data-variant={variant}
        $variant={variant}
      >
        <CloseButton type="button" aria-label={closeLabel} onClick={onRequestClose}>
          <CloseIcon size={20} />
        </CloseButton>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(16px) scale(0.98); } to { opacity: 1; transform: none; }`;
const sinkOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(16px) scale(0.98); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${Z_INDEX.modal};
  display: flex;
  align-items: stretch;
  justify-content: center;
  /* Dimmed, not blurred: a backdrop-filter made every frame behind an open modal wait for the page
     beneath to be blurred again, about 1 s per keystroke under Lighthouse's throttling (0219). */
  background: rgba(20, 17, 31, 0.56);
  /* Opening animations fill backwards only: one still filling after it ended kept the backdrop and
     the panel as animated layers, and every keystroke in the modal recomposited the whole screen
     (68 ms per keystroke off the main thread, issue 19 item 4, decision 0223). The last keyframe
     is the element's own style, so nothing moves when the fill ends. */
  animation: ${fadeIn} ${MODAL_ANIMATION_MS}ms ease-out backwards;
  &[data-state='closed'] {
    animation: ${fadeOut} ${MODAL_ANIMATION_MS}ms ease-in both;
    pointer-events: none;
  }
  ${mq('tablet')} {
    align-items: center;
    padding: 24px;
  }
`;

const variantWidth = {
  default: '600px',
  tour: '920px',
  wide: `${DEMO_MODAL_MAX_WIDTH_PX}px`,
} as const;

const Panel = styled.div<{ $variant: DialogVariant }>`
  position: relative;
  width: 100%;
  /* Small screens: the modal takes the whole screen and its content scrolls. */
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.white};
  padding: ${({ $variant }) => ($variant === 'wide' ? '0' : '56px 24px 32px')};
  animation: ${riseIn} ${MODAL_ANIMATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1) backwards;
  &[data-state='closed'] {
    animation: ${sinkOut} ${MODAL_ANIMATION_MS}ms ease-in both;
  }
  &:focus {
    outline: none;
  }
  ${mq('tablet')} {
    height: auto;
    max-height: calc(100dvh - 48px);
    max-width: ${({ $variant }) => variantWidth[$variant]};
    border-radius: ${radii.lg};
    box-shadow: ${shadows.modal};
    ${({ $variant }) =>
      $variant !== 'wide' &&
      css`
        padding: 56px 48px 40px;
      `}
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.ink100};
  color: ${colors.ink700};
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  &:hover {
    background: ${colors.violet100};
    color: ${colors.violet700};
  }
`;
