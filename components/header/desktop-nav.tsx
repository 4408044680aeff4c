import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import styled from 'styled-components';
import { SiteLink } from '@/components/site-link/site-link';
import { hasMenuContents } from '@/lib/content/first-screen-navigation';
import type { HeaderMenuItem } from '@/lib/content/navigation-browser';
import { colors, fontSizes, radii } from '@/styles/theme';
import { DrawerPanel, drawerContentsComing, preloadDrawerContents } from './drawer-panel';
import { Tag } from './nav-tag';

/** How long the pointer may be outside a drawer (crossing the gap to its panel) before it closes. */
const HOVER_CLOSE_DELAY_MS = 160;
/** A click this soon after hover opened a drawer keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

interface DesktopNavProps {
  items: HeaderMenuItem[];
  /** The open drawer's index in `items`, or null (the spec's UI state). */
  activeDrawer: number | null;
  onActiveDrawerChange: (index: number | null) => void;
  inverted: boolean;
}

export const drawerPanelId = (index: number) => `nav-drawer-${index}`;

/**
 * Desktop link and drawer items, following the disclosure-navigation pattern: each drawer trigger
 * is a button with aria-expanded; hover, click, Enter or Space opens it, Escape closes it and
 * returns focus, ArrowDown moves into it, and focus or pointer leaving the navigation closes it.
 * The drawers' contents load when a trigger is first pointed at or focused (decision 0182).
 */
export function DesktopNav({
  items,
  activeDrawer,
  onActiveDrawerChange,
  inverted,
}: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  // ArrowDown on a trigger: the drawer to move into, and a count that changes at each press.
  const [focusRequest, setFocusRequest] = useState<{ index: number; count: number } | null>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // A request is for that opening only: another drawer or a closed one forgets it (adjusted
  // while rendering, as React recommends over an effect).
  if (focusRequest && focusRequest.index !== activeDrawer) setFocusRequest(null);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => onActiveDrawerChange(null), HOVER_CLOSE_DELAY_MS);
  };

  const trigger = (index: number) =>
    navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${drawerPanelId(index)}"]`);

  const onItemPointerEnter = (index: number, isDrawer: boolean, at: number) => {
    cancelClose();
    if (!isDrawer) {
      if (activeDrawer !== null) scheduleClose();
      return;
    }
    preloadDrawerContents();
    if (activeDrawer !== index) {
      hoverOpenedAt.current = at;
      onActiveDrawerChange(index);
    }
  };

  const onTriggerClick = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const byPointer = event.detail > 0;
    if (activeDrawer !== index) onActiveDrawerChange(index);
    else if (!byPointer || event.timeStamp - hoverOpenedAt.current > HOVER_CLICK_GRACE_MS)
      onActiveDrawerChange(null);
  };

  const onTriggerKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    // Tab from the trigger of an open drawer moves into it, also while its links are on their way
    // (its code, or its links from GET /api/config/app, decision 0211).
    const item = items[index];
    // (Its code failed: Tab goes on into the drawer, to its 'Try again'.)
    const loading = drawerContentsComing() || !item || !hasMenuContents(item);
    const intoLoadingDrawer =
      event.key === 'Tab' && !event.shiftKey && activeDrawer === index && loading;
    if (event.key !== 'ArrowDown' && !intoLoadingDrawer) return;
    event.preventDefault();
    onActiveDrawerChange(index);
    // The contents move focus to their first link once they are there (maybe still loading).
    setFocusRequest((request) => ({ index, count: (request?.count ?? 0) + 1 }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && activeDrawer !== null) {
      event.preventDefault();
      const index = activeDrawer;
      onActiveDrawerChange(null);
      trigger(index)?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (activeDrawer !== null && (!next || !navRef.current?.contains(next))) {
      onActiveDrawerChange(null);
    }
  };

  return (
    <Nav
      ref={navRef}
      aria-label="Main"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseLeave={() => activeDrawer !== null && scheduleClose()}
      $inverted={inverted}
    >
      <Items>
        {items.map((item, index) => (
          <Item
            key={item.title}
            onMouseEnter={(event) =>
              onItemPointerEnter(index, item.type === 'drawer', event.timeStamp)
            }
          >
            {item.type === 'link' ? (
              <TopLink href={item.href}>
                {item.title}
                {item.tag && <Tag>{item.tag}</Tag>}
              </TopLink>
            ) : (
              <>
                <Trigger
                  type="button"
                  aria-expanded={activeDrawer === index}
                  aria-controls={drawerPanelId(index)}
                  onClick={(event) => onTriggerClick(index, event)}
                  onKeyDown={(event) => onTriggerKeyDown(index, event)}
                  onFocus={preloadDrawerContents}
                >
                  {item.title}
                  <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M4 6l4 4 4-4" />
                  </Chevron>
                </Trigger>
                <DrawerPanel
                  item={item}
                  id={drawerPanelId(index)}
                  open={activeDrawer === index}
                  onNavigate={() => onActiveDrawerChange(null)}
                  focusRequest={focusRequest?.index === index ? focusRequest.count : 0}
                />
              </>
            )}
          </Item>
        ))}
      </Items>
    </Nav>
  );
}

const Nav = styled.nav<{ $inverted: boolean }>`
  height: 100%;
  --nav-ink: ${({ $inverted }) => ($inverted ? colors.white : colors.ink900)};
  --nav-hover-bg: ${({ $inverted }) => ($inverted ? 'rgba(255,255,255,0.12)' : colors.violet50)};
  --nav-hover-ink: ${({ $inverted }) => ($inverted ? colors.white : colors.violet700)};
`;

const Items = styled.ul`
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: 2px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
`;

const itemStyle = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: var(--nav-ink);
  font-size: ${fontSizes.md};
  font-weight: 550;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 140ms ease, color 140ms ease;
  &:hover, &[aria-expanded='true'] {
    background: var(--nav-hover-bg);
    color: var(--nav-hover-ink);
  }
`;

const TopLink = styled(SiteLink)`
  ${itemStyle}
`;

const Trigger = styled.button`
  ${itemStyle}
  font-family: inherit;
`;

const Chevron = styled.svg`
  width: 14px;
  height: 14px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
  transition: transform 160ms ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;
