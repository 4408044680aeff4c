import { integrations } from '@/content/integrations';
import { colors } from '@/styles/theme';
import { integrationLogo, simpleIcon } from './integration-logos';
import { contrastRatio, MIN_GRAPHIC_CONTRAST } from './logo-colours';

describe('integration logos from simple-icons', () => {
  const mapped = integrations.filter((i) => i.simpleIcon);

  it('maps most integrations, each to a slug that exists in simple-icons', () => {
    expect(mapped.length).toBeGreaterThanOrEqual(20);
    expect(mapped.filter((i) => !simpleIcon(i.simpleIcon!)).map((i) => i.slug)).toEqual([]);
  });

  it('draws each mapped logo visibly on its tile', () => {
    for (const integration of mapped) {
      const logo = integrationLogo(integration)!;
      expect(logo.path).toBe(simpleIcon(integration.simpleIcon!)!.path);
      expect([colors.white, colors.ink900]).toContain(logo.tile);
      expect(contrastRatio(logo.tile, logo.mark)).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
    }
  });

  it('falls back to the lettered tile where simple-icons has no mark', () => {
    const slack = integrations.find((i) => i.slug === 'slack')!;
    expect(slack.simpleIcon).toBeUndefined();
    expect(simpleIcon('slack')).toBeUndefined();
    expect(integrationLogo(slack)).toBeNull();
  });
});
