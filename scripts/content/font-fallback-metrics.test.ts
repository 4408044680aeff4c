import fs from 'node:fs';
import path from 'node:path';
import {
  faceMetrics,
  interAt,
  interFallbackOverrides,
  interVariable,
  INTER_VARIABLE_FILE,
} from './font-fallback-metrics';
import { INTER_FALLBACK, INTER_FILES } from '@/styles/fonts';

const packageVersion = (
  JSON.parse(
    fs.readFileSync(path.join(path.dirname(INTER_VARIABLE_FILE), '..', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

describe('the brand typeface and its fallback', () => {
  it('serves files cut from the installed @fontsource-variable/inter, named by its version and their bytes', () => {
    // subset-inter.test.ts checks what each file holds against the package's file it is cut from.
    for (const url of Object.values(INTER_FILES))
      expect(url).toMatch(
        new RegExp(`-${packageVersion.replaceAll('.', '\\.')}\\.[0-9a-f]{8}\\.woff2$`),
      );
  });

  it('measures Inter from static instances that match the variable file', () => {
    expect(faceMetrics(interAt(400))).toEqual(faceMetrics(interVariable()));
  });

  it('records the fallback overrides computed from the font files', () => {
    const computed = interFallbackOverrides();
    for (const face of ['regular', 'bold'] as const) {
      const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = INTER_FALLBACK[face];
      expect({ sizeAdjust, ascentOverride, descentOverride, lineGapOverride }).toEqual(
        computed[face],
      );
    }
  });
});
