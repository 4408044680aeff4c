import styled, { css } from 'styled-components';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/**
 * Shared block chrome: every block is a full-width band with a centred, padded container. A block
 * without a heading renders its band `as="div"`: a <section> without one is an outline gap (vnu).
 */
export type SectionTone = 'plain' | 'tint' | 'dark';

export const Section = styled.section<{ $tone?: SectionTone; $tight?: boolean }>`
  padding: ${({ $tight }) => ($tight ? '40px' : '64px')} var(--page-padding);
  ${mq('desktop')} {
    padding-top: ${({ $tight }) => ($tight ? '48px' : '96px')};
    padding-bottom: ${({ $tight }) => ($tight ? '48px' : '96px')};
  }
  ${({ $tone }) =>
    $tone === 'tint' &&
    css`
      background: ${colors.violet50};
    `}
  ${({ $tone }) =>
    $tone === 'dark' &&
    css`
      background: ${colors.violet900};
      color: ${colors.white};
    `}
`;

export const Container = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '820px' : '1200px')};
  margin: 0 auto;
`;

export const Eyebrow = styled.p`
  margin: 0 0 12px;
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.violet600};
`;

export const SectionHeading = styled.h2`
  font-size: ${fontSizes['3xl']};
  color: inherit;
  ${mq('desktop')} {
    font-size: ${fontSizes['4xl']};
  }
`;

export const Lead = styled.p`
  font-size: ${fontSizes.lg};
  color: ${colors.ink600};
  max-width: 720px;
`;

export const SectionHeader = styled.header<{ $center?: boolean }>`
  margin-bottom: 40px;
  ${({ $center }) =>
    $center &&
    css`
      text-align: center;
      ${Lead} {
        margin-left: auto;
        margin-right: auto;
      }
    `}
`;

export const Card = styled.div`
  background: ${colors.white};
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  padding: 28px;
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radii.md};
  background: ${colors.violet100};
  color: ${colors.violet700};
  margin-bottom: 16px;
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
  display: grid;
  gap: 10px;
  li {
    position: relative;
    padding-left: 30px;
    color: ${colors.ink700};
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.3em;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${colors.violet100}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235227cc' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 12l4 4 8-8'/%3E%3C/svg%3E")
      center / 12px no-repeat;
  }
`;
