import { useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button/button';
import { getFocusableElements, nextTrappedFocus } from '@/components/dialog/focusable';
import { useComponentCode } from '@/components/dialog/use-component-code';
import { CLICK_LOCATION_ATTRIBUTE, CLICK_LOCATIONS } from '@/constants/events';
import { Z_INDEX } from '@/constants/layout';
import type { HeaderMenuItem, NavAction } from '@/lib/content/navigation-browser';
import { colors, fontSizes } from '@/styles/theme';
import type { MobileMenuContentsProps } from './mobile-menu-contents';
import { focusMenuClose, MobileMenuTopRow } from './mobile-menu-top-row';

/** What the open menu says while its rows are on their way, and when their code failed to come. */
const MENU_LOADING_TEXT = 'Loading the menu…';
const MENU_FAILED_TEXT = "The menu didn't load. Check your connection and try again.";

/**
 * The menu's rows, accordions and action bar (with the icon set) are out of every page's first
 * load (issue 19): they load when the visitor first points at or focuses the menu button, the way
 * a modal's code does (components/modal-context, decision 0214); the bundler runs the module once.
 */
let LoadedContents: ComponentType<MobileMenuContentsProps> | undefined;

function loadMobileMenuContents(): Promise<ComponentType<MobileMenuContentsProps>> {
  return import('./mobile-menu-contents').then(
    (module) => (LoadedContents = module.MobileMenuContents),
  );
}

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

/**
 * The full-screen mobile menu: link rows, drawers as accordions, and a bottom bar of the action
 * buttons. It behaves as a modal from its first frame: focus moves in and is trapped, Escape
 * closes it.
 */
export function MobileMenu({ open, onClose, items, actions, returnFocusTo }: MobileMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { failed, retry } = useComponentCode(LoadedContents, loadMobileMenuContents, open);

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

  const Contents = open ? LoadedContents : undefined;
  return (
    <Overlay
      ref={ref}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      aria-busy={open && !Contents}
      hidden={!open}
      onKeyDown={onKeyDown}
      {...{ [CLICK_LOCATION_ATTRIBUTE]: CLICK_LOCATIONS.mobileMenu }}
    >
      {/* Closed, the menu is an empty box: its rows would double the header's HTML and hydration;
          each opening mounts them anew, all drawers collapsed, once their code is here (until then
          the frame can be closed). A drawer whose links (GET /api/config/app, decision 0211) have
          not come says so when expanded; they show where they belong when they do. */}
      {Contents ? (
        <Contents onClose={onClose} items={items} actions={actions} returnFocusTo={returnFocusTo} />
      ) : (
        open && <MenuWaiting onClose={onClose} failed={failed} onRetry={retry} />
      )}
    </Overlay>
  );
}

/**
 * The open menu before its rows' code is here: its top row (so Escape, Tab and the close button
 * work from the first frame, focus inside) and what is happening: loading, or the code failed.
 */
function MenuWaiting({
  onClose,
  failed,
  onRetry,
}: {
  onClose: () => void;
  failed: boolean;
  onRetry: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // On opening, and after 'Try again' (the button leaves): focus on the close button.
  useEffect(() => {
    if (!failed) focusMenuClose(ref.current);
  }, [failed]);
  return (
    <Waiting ref={ref}>
      <MobileMenuTopRow onClose={onClose} />
      <WaitingBody>
        <p role="status">{failed ? MENU_FAILED_TEXT : MENU_LOADING_TEXT}</p>
        {failed && (
          <Button type="button" $kind="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </WaitingBody>
    </Waiting>
  );
}

/* No box of its own, like the rows: the top row lays out in the overlay's column. */
const Waiting = styled.div`
  display: contents;
`;

const WaitingBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 24px var(--page-padding);
  color: ${colors.ink700};
  font-size: ${fontSizes.lg};
  text-align: center;
  p {
    margin: 0;
  }
`;

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
