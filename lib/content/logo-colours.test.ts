import fc from 'fast-check';
import { colors } from '@/styles/theme';
import { contrastRatio, logoColours, MIN_GRAPHIC_CONTRAST } from './logo-colours';

describe('logo tile colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('puts a dark brand colour on white and a light one on a dark tile', () => {
    expect(logoColours('0052CC')).toEqual({ tile: colors.white, mark: '#0052cc' }); // Jira blue
    expect(logoColours('25D366')).toEqual({ tile: colors.ink900, mark: '#25d366' }); // WhatsApp green
    expect(logoColours('29B5E8')).toEqual({ tile: colors.ink900, mark: '#29b5e8' }); // Snowflake
    expect(logoColours('000000').tile).toBe(colors.white);
  });

  it('keeps every brand colour at 3:1 or more against its tile', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = n.toString(16).padStart(6, '0');
        const { tile, mark } = logoColours(hex);
        return contrastRatio(tile, mark) >= MIN_GRAPHIC_CONTRAST;
      }),
    );
  });
});
