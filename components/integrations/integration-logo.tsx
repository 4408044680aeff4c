import styled from 'styled-components';
import type { IntegrationLogo as LogoData, LogoFile } from '@/lib/content/integration-logos';
import { WORDMARK_TYPE } from '@/lib/content/integrations-browser';
import { colors, radii } from '@/styles/theme';

/** The drawn wordmark's letters at this share of the tile's height (14 px on a 48 px tile). */
const WORDMARK_TEXT_SHARE = 0.3;

/**
 * The vendor's mark (simple-icons, CC0) on a square tile, or its drawn wordmark on a tile as tall
 * and as wide as the words need (decision 0022). Decorative: the integration's name is always the
 * text next to it (card link, page heading). Colours come from build-time data chosen for contrast
 * (lib/content/logo-colours.ts). An integration's own page draws its one logo inline (its first
 * screen); the directory shows each as a cached file, lazily, so 35 drawings do not weigh on its
 * HTML twice (decision 0236).
 */
export function IntegrationLogo({ logo, size = 48 }: { logo: LogoData | LogoFile; size?: number }) {
  const [, , width = 24, height = 24] = logo.viewBox.split(' ').map(Number);
  const scale =
    logo.kind === 'mark'
      ? (size * 0.58) / height
      : (size * WORDMARK_TEXT_SHARE) / WORDMARK_TYPE.fontSize;
  const drawn = { width: Math.round(width * scale), height: Math.round(height * scale) };
  return (
    <Tile
      aria-hidden="true"
      data-testid="integration-logo"
      data-kind={logo.kind}
      style={{
        minWidth: size,
        height: size,
        padding: logo.kind === 'mark' ? 0 : `0 ${Math.round(size / 4)}px`,
        background: logo.tile,
      }}
    >
      {'src' in logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG drawing: nothing to resize
        <img src={logo.src} alt="" {...drawn} loading="lazy" decoding="async" />
      ) : (
        <svg viewBox={logo.viewBox} {...drawn} fill={logo.mark} focusable="false">
          {logo.paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      )}
    </Tile>
  );
}

const Tile = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.md};
`;
