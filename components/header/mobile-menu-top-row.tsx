import styled from 'styled-components';
import { SwitchboardLogo } from '@/components/brand/switchboard-logo';
import { CloseIcon } from '@/components/dialog/close-icon';
import { SiteLink } from '@/components/site-link/site-link';
import { PRODUCT_NAME } from '@/constants/brand';
import { PRIMARY_NAV_HEIGHT_PX } from '@/constants/layout';
import { colors, radii } from '@/styles/theme';

/** The attribute of the menu's close button: focus moves to it when the menu opens. */
const MENU_CLOSE_ATTRIBUTE = 'data-menu-close';

/**
 * The open mobile menu's top row (the logo home and the close button). The same row stands over
 * the rows and over the frame shown while they load, so nothing moves when they arrive.
 */
export function MobileMenuTopRow({ onClose }: { onClose: () => void }) {
  return (
    <TopRow>
      <HomeLink href="/" aria-label={`${PRODUCT_NAME} home`} onClick={onClose}>
        <SwitchboardLogo size={30} />
      </HomeLink>
      <CloseButton
        type="button"
        aria-label="Close menu"
        onClick={onClose}
        {...{ [MENU_CLOSE_ATTRIBUTE]: '' }}
      >
        <CloseIcon size={22} />
      </CloseButton>
    </TopRow>
  );
}

/** Focuses the close button of the menu part under `root`. */
export function focusMenuClose(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>(`[${MENU_CLOSE_ATTRIBUTE}]`)?.focus();
}

const TopRow = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${PRIMARY_NAV_HEIGHT_PX}px;
  padding: 0 var(--page-padding);
  border-bottom: 1px solid ${colors.ink200};
`;

const HomeLink = styled(SiteLink)`
  color: ${colors.ink900};
  text-decoration: none;
  &:hover {
    color: ${colors.ink900};
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-right: -10px;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.ink900};
  cursor: pointer;
  &:hover {
    background: ${colors.ink100};
  }
`;
