import { readIntegrations } from '@/content/integrations';
import { colors } from '@/styles/theme';
import {
  integrationLogo,
  integrationLogoFile,
  integrationLogoSvg,
  simpleIcon,
} from './integration-logos';
import { contrastRatio, MIN_GRAPHIC_CONTRAST } from './logo-colours';

describe('integration logos', () => {
  let integrations: Awaited<ReturnType<typeof readIntegrations>> = [];
  let mapped: typeof integrations = [];
  beforeAll(async () => {
    integrations = await readIntegrations();
    mapped = integrations.filter((i) => i.simpleIcon);
  });

  it('maps most integrations, each to a slug that exists in simple-icons', () => {
    expect(mapped.length).toBeGreaterThanOrEqual(20);
    expect(mapped.filter((i) => !simpleIcon(i.simpleIcon!)).map((i) => i.slug)).toEqual([]);
  });

  it('gives every integration exactly one of a simple-icons mark and a drawn wordmark', () => {
    expect(
      integrations.filter((i) => Boolean(i.simpleIcon) === Boolean(i.wordmark)).map((i) => i.slug),
    ).toEqual([]);
  });

  it('draws each logo visibly on its tile', () => {
    for (const integration of integrations) {
      const logo = integrationLogo(integration);
      expect(logo.paths.length).toBeGreaterThan(0);
      expect([colors.white, colors.ink900]).toContain(logo.tile);
      expect(contrastRatio(logo.tile, logo.mark)).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
    }
  });

  it('draws Slack, which simple-icons no longer carries, as its wordmark in its aubergine', () => {
    const slack = integrations.find((i) => i.slug === 'slack')!;
    expect(simpleIcon('slack')).toBeUndefined();
    const logo = integrationLogo(slack);
    expect(logo).toMatchObject({ kind: 'wordmark', mark: '#4a154b', tile: colors.white });
    expect(logo.viewBox).toMatch(/^0 0 \d+ \d+$/);
  });

  it('uses the simple-icons path for a mapped mark', () => {
    const shopify = integrations.find((i) => i.slug === 'shopify')!;
    expect(integrationLogo(shopify)).toMatchObject({
      kind: 'mark',
      viewBox: '0 0 24 24',
      paths: [simpleIcon('shopify')!.path],
    });
  });

  it("gives a list the logo's file address, versioned by its drawing, and no paths", () => {
    const shopify = integrations.find((i) => i.slug === 'shopify')!;
    const logo = integrationLogo(shopify);
    const file = integrationLogoFile('shopify', logo);
    expect(file).toEqual({
      kind: 'mark',
      viewBox: '0 0 24 24',
      tile: logo.tile,
      src: expect.stringMatching(/^\/api\/integrations\/shopify\/logo\?v=[0-9a-f]{10}$/),
    });
    // A new colour is a new drawing, so a new address: no browser keeps the old one.
    const recoloured = integrationLogoFile('shopify', { ...logo, mark: '#000000' });
    expect(recoloured.src).not.toBe(file.src);
    expect(integrationLogoSvg({ ...logo, mark: '#000000' })).toContain('fill="#000000"');
  });

  it('refuses an integration with neither', () => {
    expect(() => integrationLogo({ slug: 'nowhere' })).toThrow(/nowhere has neither/);
  });
});
