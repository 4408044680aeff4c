import styled from 'styled-components';
import { colors, radii } from '@/styles/theme';

const TINTS = [colors.violet600, colors.violet800, colors.coral500, colors.green600, colors.ink700];

/**
 * A lettered tile, the fallback where simple-icons has no mark for a vendor
 * (components/integrations/integration-logo.tsx). The tint is stable per name.
 */
export function Monogram({ name, size = 48 }: { name: string; size?: number }) {
  const letters = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const tint = TINTS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TINTS.length];
  return (
    <Tile
      aria-hidden="true"
      data-testid="integration-monogram"
      style={{ width: size, height: size, background: tint }}
    >
      {letters}
    </Tile>
  );
}

/** The square both the lettered tile and the logo tile (integration-logo.tsx) are drawn in. */
export const LogoTile = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${radii.md};
`;

const Tile = styled(LogoTile)`
  color: ${colors.white};
  font-weight: 700;
  letter-spacing: 0.02em;
`;
