import { existsSync } from 'node:fs';
import path from 'node:path';
import { AWARDS } from './awards';

const publicFile = (url: string) => path.join(__dirname, '..', 'public', url);

describe('logo farm content', () => {
  it('has award badges whose SVG files exist and whose size multipliers are sensible', () => {
    for (const award of AWARDS) {
      expect(existsSync(publicFile(award.svgUrl))).toBe(true);
      expect(award.sizeMultiplier).toBeGreaterThan(0.5);
      expect(award.sizeMultiplier).toBeLessThanOrEqual(2);
    }
  });
});
