import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '@/components/blocks/icons';
import { SiteLink } from '@/components/site-link/site-link';
import { ACCORDION_DURATION_MS } from '@/constants/layout';
import type {
  DrawerMenuItem,
  FirstScreenMenuItem,
  HeaderMenuItem,
  NavAction,
  NavLink,
} from '@/lib/content/navigation-browser';
import { colors, fontSizes } from '@/styles/theme';
import { focusMenuClose, MobileMenuTopRow } from './mobile-menu-top-row';
import { NavActionButton } from './nav-action-button';
import { Tag } from './nav-tag';

export interface MobileMenuContentsProps {
  onClose: () => void;
  /** A drawer whose links have not come yet (GET /api/config/app) says so when expanded. */
  items: HeaderMenuItem[];
  actions: NavAction[];
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The open mobile menu's rows, accordions and action bar. Loaded when the visitor first points at
 * or focuses the menu button (decision 0182); focus moves in once they are there.
 */
export function MobileMenuContents({
  onClose,
  items,
  actions,
  returnFocusTo,
}: MobileMenuContentsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  // Before the browser paints or takes a key: the frame shown while loading (and its focused
  // close button) left in the same commit, and focus must not rest on the page meanwhile.
  useLayoutEffect(() => {
    focusMenuClose(ref.current);
  }, []);
  return (
    <Contents ref={ref}>
      <MobileMenuTopRow onClose={onClose} />
      <Scroll>
        <nav aria-label="Main">
          <Rows>
            {items.map((item, index) =>
              item.type === 'link' ? (
                <li key={item.title}>
                  <RowLink href={item.href} onClick={onClose}>
                    {item.title}
                    {item.tag && <Tag>{item.tag}</Tag>}
                  </RowLink>
                </li>
              ) : (
                <li key={item.title}>
                  <AccordionDrawer
                    item={item}
                    expanded={expanded === index}
                    onToggle={() => setExpanded(expanded === index ? null : index)}
                    onNavigate={onClose}
                  />
                </li>
              ),
            )}
          </Rows>
        </nav>
      </Scroll>
      <BottomBar>
        {actions.map((action) => (
          <BarSlot key={action.label} $wide={action.kind === 'link'}>
            <NavActionButton
              action={action}
              size="md"
              block
              onActivate={onClose}
              returnFocusTo={returnFocusTo}
            />
          </BarSlot>
        ))}
      </BottomBar>
    </Contents>
  );
}

function AccordionDrawer({
  item,
  expanded,
  onToggle,
  onNavigate,
}: {
  item: DrawerMenuItem | Extract<FirstScreenMenuItem, { type: 'drawer' }>;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const panelId = useId();
  return (
    <>
      <RowButton type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        {item.title}
        <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" />
        </Chevron>
      </RowButton>
      <AccordionPanel id={panelId} data-expanded={expanded} aria-hidden={!expanded}>
        <AccordionInner>
          {'sections' in item ? (
            <DrawerLinks item={item} onNavigate={onNavigate} />
          ) : (
            <LinksPending role="status">Loading…</LinksPending>
          )}
        </AccordionInner>
      </AccordionPanel>
    </>
  );
}

/** An expanded drawer's sections and featured links. */
function DrawerLinks({ item, onNavigate }: { item: DrawerMenuItem; onNavigate: () => void }) {
  return (
    <>
      {item.sections.map((section) => (
        <LinkGroup
          key={section.title}
          title={section.title}
          links={section.links}
          onNavigate={onNavigate}
        />
      ))}
      {item.featuredLinks?.length ? (
        <LinkGroup
          title={item.featuredTitle || 'Featured'}
          links={item.featuredLinks}
          onNavigate={onNavigate}
          withTags={false}
        />
      ) : null}
    </>
  );
}

/** A drawer's section of links; featured links show no badge, as in the desktop drawer. */
function LinkGroup({
  title,
  links,
  onNavigate,
  withTags = true,
}: {
  title: string;
  links: readonly NavLink[];
  onNavigate: () => void;
  withTags?: boolean;
}) {
  return (
    <div>
      <SectionTitle>{title}</SectionTitle>
      <SubLinks>
        {links.map((link) => (
          <li key={link.href}>
            <SubLink href={link.href} onClick={onNavigate}>
              {link.icon && <Icon name={link.icon} size={20} />}
              {link.title}
              {withTags && link.tag && <Tag>{link.tag}</Tag>}
            </SubLink>
          </li>
        ))}
      </SubLinks>
    </div>
  );
}

/* No box of its own: the rows lay out in the overlay's column as before the split. */
const Contents = styled.div`
  display: contents;
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 8px var(--page-padding) 24px;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-bottom: 1px solid ${colors.ink200};
  }
`;

const rowStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 60px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${colors.ink900};
  font-family: inherit;
  font-size: ${fontSizes.xl};
  font-weight: 650;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { color: ${colors.violet700}; }
`;

const RowLink = styled(SiteLink)`
  ${rowStyle}
  justify-content: flex-start;
`;

const RowButton = styled.button`
  ${rowStyle}
`;

const Chevron = styled.svg`
  width: 20px;
  height: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
  transition: transform ${ACCORDION_DURATION_MS}ms ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

/* Grid rows animate between 0fr and 1fr: the panel's real height, no measuring. */
const AccordionPanel = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows ${ACCORDION_DURATION_MS}ms ease,
    visibility 0s linear ${ACCORDION_DURATION_MS}ms;
  &[data-expanded='true'] {
    grid-template-rows: 1fr;
    visibility: visible;
    transition:
      grid-template-rows ${ACCORDION_DURATION_MS}ms ease,
      visibility 0s linear 0s;
  }
`;

const AccordionInner = styled.div`
  overflow: hidden;
  min-height: 0;
  display: grid;
  gap: 8px;
  > div:last-child {
    padding-bottom: 16px;
  }
`;

/* While the drawer's links are on their way (GET /api/config/app): said once it is expanded. */
const LinksPending = styled.div`
  padding: 8px 0 16px;
  color: ${colors.ink500};
`;

const SectionTitle = styled.p`
  margin: 8px 0 4px;
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.ink500};
`;

const SubLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SubLink = styled(SiteLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  color: ${colors.ink700};
  font-weight: 550;
  text-decoration: none;
  svg {
    color: ${colors.violet600};
    flex: none;
  }
  &:hover {
    color: ${colors.violet700};
  }
`;

/* Link actions ('Sign in') take a full row; the buttons share the row below. */
const BarSlot = styled.div<{ $wide: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  display: flex;
  > * {
    min-height: 48px;
    padding-left: 12px;
    padding-right: 12px;
  }
`;

const BottomBar = styled.div`
  flex: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 10px;
  padding: 16px var(--page-padding) calc(16px + env(safe-area-inset-bottom));
  border-top: 1px solid ${colors.ink200};
  background: ${colors.white};
  box-shadow: 0 -8px 24px rgba(20, 17, 31, 0.06);
`;
