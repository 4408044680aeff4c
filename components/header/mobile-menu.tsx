import dynamic from 'next/dynamic';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { getFocusableElements, nextTrappedFocus } from '@/components/dialog/focusable';
import { CLICK_LOCATION_ATTRIBUTE, CLICK_LOCATIONS } from '@/constants/events';
import { Z_INDEX } from '@/constants/layout';
import { hasMenuContents } from '@/lib/content/first-screen-navigation';
import type { HeaderMenuItem, MenuItem, NavAction } from '@/lib/content/navigation-browser';
import { colors } from '@/styles/theme';

/**
 * The menu's rows, accordions and action bar (with the icon set) are out of every page's first
 * load (issue 19): they load when the visitor first points at or focuses the menu button, the way
 * a modal's code does (components/modal-context); the bundler runs the module once (decision 0182).
 */
const loadMobileMenuContents = () => import('./mobile-menu-contents');

const MobileMenuContents = dynamic(
  () => loadMobileMenuContents().then((module) => module.MobileMenuContents),
  { ssr: false },
);

export function preloadMobileMenu(): void {
  loadMobileMenuContents().catch(() => undefined);
}

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: HeaderMenuItem[];
  actions: NavAction[];
  /** The menu button: where focus returns after a modal opened from the menu closes. */
  returnFocusTo: () => HTMLElement | null;
}

/** Whether every drawer's links have come with GET /api/config/app (decision 0211). */
const hasContents = (items: HeaderMenuItem[]): items is MenuItem[] => items.every(hasMenuContents);

/**
 * The full-screen mobile menu: link rows, drawers as accordions, and a bottom bar of the action
 * buttons. It behaves as a modal: focus moves in (once its contents are there) and is trapped,
 * Escape closes it.
 */
export function MobileMenu({ open, onClose, items, actions, returnFocusTo }: MobileMenuProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab' && ref.current) {
      const target = nextTrappedFocus(
        getFocusableElements(ref.current),
        document.activeElement,
        event.shiftKey,
      );
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  return (
    <Overlay
      ref={ref}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      hidden={!open}
      onKeyDown={onKeyDown}
      {...{ [CLICK_LOCATION_ATTRIBUTE]: CLICK_LOCATIONS.mobileMenu }}
    >
      {/* Closed, the menu is an empty box: its rows would double the header's HTML and hydration;
          each opening mounts them anew, all drawers collapsed, once the drawers' links have come
          with GET /api/config/app (decision 0211). */}
      {open && hasContents(items) && (
        <MobileMenuContents
          onClose={onClose}
          items={items}
          actions={actions}
          returnFocusTo={returnFocusTo}
        />
      )}
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${Z_INDEX.primaryNav + 1};
  display: flex;
  flex-direction: column;
  background: ${colors.white};
  color: ${colors.ink900};
  &[hidden] {
    display: none;
  }
  /* backwards, not both: a fill kept after the end keeps an animated layer (decision 0223). */
  animation: menu-in 200ms ease-out backwards;
  @keyframes menu-in {
    from {
      opacity: 0;
      transform: translateY(-8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;
