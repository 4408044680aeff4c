import fs from 'node:fs';
import path from 'node:path';
import { readIntegrations } from '@/content/integrations';
import { WORDMARK_DIR } from '@/lib/content/integration-wordmark-files';
import { wordmarkSvg } from './integration-wordmarks';
import { interFonts, outlineSvgText } from './svg-text-outline';

describe('drawn wordmarks of integrations', () => {
  it('are on disk as the content says: the same words, colour and outlines', async () => {
    const fonts = interFonts();
    const stale = (await readIntegrations())
      .filter((i) => i.wordmark)
      .filter((i) => {
        const expected = outlineSvgText(wordmarkSvg(i.name, i.wordmark!, fonts), fonts);
        const file = path.join(WORDMARK_DIR, `${i.slug}.svg`);
        return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== expected;
      })
      .map((i) => i.slug);
    expect(stale).toEqual([]);
  });
});
