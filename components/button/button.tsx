import { SiteLink as Link } from '@/components/site-link/site-link';
import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { colors, fontSizes, radii } from '@/styles/theme';
import type { ButtonKind } from './button-kinds';

export type ButtonSize = 'md' | 'lg';

interface ButtonStyleProps {
  $kind: ButtonKind;
  /** On a dark (inverted) background. */
  $inverted?: boolean;
  $size?: ButtonSize;
  $block?: boolean;
}

export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: ${({ $size }) => ($size === 'lg' ? '14px 28px' : '10px 20px')};
  border: 1.5px solid transparent;
  border-radius: ${radii.pill};
  font-size: ${({ $size }) => ($size === 'lg' ? fontSizes.lg : fontSizes.md)};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 160ms ease,
    border-color 160ms ease,
    color 160ms ease,
    box-shadow 160ms ease,
    transform 160ms ease;
  &:active {
    transform: translateY(1px);
  }
  ${({ $kind, $inverted }) => {
    if ($kind === 'primary')
      return $inverted
        ? css`
            background: ${colors.white};
            color: ${colors.violet700};
            &:hover {
              background: ${colors.violet100};
              color: ${colors.violet800};
            }
          `
        : css`
            background: ${colors.violet600};
            color: ${colors.white};
            box-shadow: 0 1px 2px rgba(45, 20, 112, 0.24);
            &:hover {
              background: ${colors.violet700};
              color: ${colors.white};
              box-shadow: 0 6px 16px rgba(82, 39, 204, 0.28);
            }
          `;
    if ($kind === 'secondary')
      return $inverted
        ? css`
            background: transparent;
            border-color: rgba(255, 255, 255, 0.6);
            color: ${colors.white};
            &:hover {
              background: rgba(255, 255, 255, 0.12);
              border-color: ${colors.white};
              color: ${colors.white};
            }
          `
        : css`
            background: ${colors.white};
            border-color: ${colors.violet200};
            color: ${colors.violet700};
            &:hover {
              border-color: ${colors.violet500};
              background: ${colors.violet50};
              color: ${colors.violet800};
            }
          `;
    return css`
      background: transparent;
      padding-left: 12px;
      padding-right: 12px;
      color: ${$inverted ? colors.white : colors.ink900};
      &:hover {
        color: ${$inverted ? colors.violet100 : colors.violet600};
        text-decoration: underline;
      }
    `;
  }}
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  font-family: inherit;
`;

/** A plain anchor styled as a button (full page loads, e.g. on the error page). */
export const AnchorButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = AnchorButton;

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

type ButtonLinkProps = Omit<ComponentProps<'a'>, 'ref'> &
  ButtonStyleProps & {
    href: string;
  };

/** A link that looks like a button; outside URLs are plain anchors, site paths use next/link. */
export function ButtonLink({ href, ...props }: ButtonLinkProps) {
  if (/^https?:\/\//.test(href)) return <StyledAnchor href={href} {...props} />;
  return <StyledLink href={href} {...props} />;
}
