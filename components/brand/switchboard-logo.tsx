import { useId } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@/constants/brand';
import { colors, fonts } from '@/styles/theme';

/**
 * The Switchboard logo: the mark (two patch-cord jacks joined by a cord, on a violet tile) and the
 * wordmark. The wordmark takes the text colour, so it works on light and inverted headers alike.
 * public/brand/ holds the same artwork as standalone files (the mark, the logo as SVG and PNG).
 */
export function SwitchboardMark({ size = 32 }: { size?: number }) {
  // The header and the footer each draw the mark: each needs its own gradient id (ids are unique
  // per document), and useId gives the same one on the server and in the browser.
  const tileId = `sb-mark-tile${useId()}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <defs>
        <linearGradient id={tileId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.violet500} />
          <stop offset="1" stopColor={colors.violet700} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${tileId})`} />
      <path
        d="M8.5 11h4.5c4.5 0 4.5 10 9 10h1.5"
        fill="none"
        stroke={colors.white}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="8.5" cy="11" r="2.8" fill={colors.white} />
      <circle cx="23.5" cy="21" r="2.8" fill={colors.white} />
      <circle cx="23.5" cy="11" r="2.2" fill="none" stroke={colors.violet200} strokeWidth="1.6" />
      <circle cx="8.5" cy="21" r="2.2" fill="none" stroke={colors.violet200} strokeWidth="1.6" />
    </svg>
  );
}

export function SwitchboardLogo({ size = 32 }: { size?: number }) {
  return (
    <Lockup>
      <SwitchboardMark size={size} />
      <Wordmark style={{ fontSize: `${Math.round(size * 0.66)}px` }}>{PRODUCT_NAME}</Wordmark>
    </Lockup>
  );
}

const Lockup = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

const Wordmark = styled.span`
  font-family: ${fonts.heading};
  font-weight: 750;
  letter-spacing: -0.03em;
  line-height: 1;
  color: currentColor;
`;
