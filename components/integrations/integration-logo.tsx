import styled from 'styled-components';
import type { IntegrationLogo as LogoData } from '@/lib/content/integration-logos';
import { colors } from '@/styles/theme';
import { LogoTile, Monogram } from './monogram';

/**
 * The vendor's mark (simple-icons, CC0) on a tile, or the lettered tile where there is none.
 * Decorative: the integration's name is always the text next to it (card link, page heading).
 * Colours come from build-time data chosen for contrast (lib/content/logo-colours.ts).
 */
export function IntegrationLogo({
  name,
  logo,
  size = 48,
}: {
  name: string;
  logo: LogoData | null;
  size?: number;
}) {
  if (!logo) return <Monogram name={name} size={size} />;
  const mark = Math.round(size * 0.58);
  return (
    <Tile
      aria-hidden="true"
      data-testid="integration-logo"
      style={{ width: size, height: size, background: logo.tile }}
    >
      <svg viewBox="0 0 24 24" width={mark} height={mark} fill={logo.mark} focusable="false">
        <path d={logo.path} />
      </svg>
    </Tile>
  );
}

const Tile = styled(LogoTile)`
  border: 1px solid ${colors.ink200};
`;
