import { SiteLink as Link } from '@/components/site-link/site-link';
import styled, { css } from 'styled-components';
import { preloadModal, useModal } from '@/components/modal-context';
import type { Cta } from '@/content/pages/schema';
import { colors, fontSizes, radii } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse';

const buttonStyle = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${radii.pill};
  font-size: ${fontSizes.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid ${colors.violet600};
  transition:
    background 150ms ease,
    color 150ms ease,
    border-color 150ms ease;
  ${({ $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${colors.violet600};
          color: ${colors.white};
          &:hover {
            background: ${colors.violet800};
            border-color: ${colors.violet800};
            color: ${colors.white};
          }
        `
      : $variant === 'inverse'
        ? css`
            background: ${colors.white};
            border-color: ${colors.white};
            color: ${colors.violet800};
            &:hover {
              background: ${colors.violet100};
              color: ${colors.violet900};
            }
          `
        : css`
            background: transparent;
            color: ${colors.violet700};
            &:hover {
              background: ${colors.violet50};
              color: ${colors.violet900};
            }
          `}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyle}
`;
const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyle}
`;

export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${({ $center }) => $center && 'justify-content: center;'}
`;

/** A call to action from page content: opens its modal through the shell's modal context, or links. */
export function CtaButton({ cta, variant }: { cta: Cta; variant: ButtonVariant }) {
  const { openModal } = useModal();
  if ('href' in cta) {
    return (
      <StyledLink href={cta.href} $variant={variant}>
        {cta.label}
      </StyledLink>
    );
  }
  return (
    <StyledButton
      type="button"
      $variant={variant}
      aria-haspopup="dialog"
      onPointerEnter={() => preloadModal(cta.action)}
      onFocus={() => preloadModal(cta.action)}
      onClick={() => openModal(cta.action)}
    >
      {cta.label}
    </StyledButton>
  );
}
