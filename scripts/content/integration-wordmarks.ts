/**
 * Draws the wordmark of every integration that simple-icons has no mark for (decision 0022): the
 * vendor's name as it writes it, in Inter Bold, as outlines (decision 0083), one SVG per vendor
 * under public/logos/integrations/. The page inlines the paths at build time
 * (lib/content/integration-logos.ts).
 *
 *   node --import tsx scripts/content/integration-wordmarks.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { readIntegrations } from '@/content/integrations';
import { WORDMARK_DIR } from '@/lib/content/integration-wordmark-files';
import { WORDMARK_TYPE, type IntegrationWordmark } from '@/lib/content/integrations-browser';
import { interFonts, outlineSvgText, type FontSet } from './svg-text-outline';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The wordmark as SVG with `<text>`, its viewBox just wide enough for its longest line. */
export function wordmarkSvg(name: string, wordmark: IntegrationWordmark, fonts: FontSet): string {
  const font = fonts.font(WORDMARK_TYPE.fontWeight);
  const scale = WORDMARK_TYPE.fontSize / font.unitsPerEm;
  const width = Math.ceil(
    Math.max(...wordmark.lines.map((line) => font.layout(line).advanceWidth * scale)),
  );
  const ascent = Math.ceil(font.ascent * scale);
  const descent = Math.ceil(-font.descent * scale);
  const height = ascent + descent + WORDMARK_TYPE.lineHeight * (wordmark.lines.length - 1);
  const texts = wordmark.lines.map(
    (line, index) =>
      `  <text x="0" y="${ascent + index * WORDMARK_TYPE.lineHeight}" font-family="Inter" ` +
      `font-size="${WORDMARK_TYPE.fontSize}" font-weight="${WORDMARK_TYPE.fontWeight}">${escapeXml(line)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" fill="${wordmark.colour}" role="img" aria-label="${escapeXml(name)}">`,
    ...texts,
    '</svg>',
    '',
  ].join('\n');
}

async function drawWordmarks() {
  const fonts = interFonts();
  fs.mkdirSync(WORDMARK_DIR, { recursive: true });
  for (const integration of await readIntegrations()) {
    if (!integration.wordmark) continue;
    const file = path.join(WORDMARK_DIR, `${integration.slug}.svg`);
    fs.writeFileSync(
      file,
      outlineSvgText(wordmarkSvg(integration.name, integration.wordmark, fonts), fonts),
    );
    console.info(`[integration-wordmarks] ${file}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void drawWordmarks();
}
