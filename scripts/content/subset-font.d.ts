// subset-font ships no types; the one call scripts/content/subset-inter.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      /** The OpenType features to keep; every feature when left out. */
      keepFeatures?: string[];
      /** Per axis: a value to pin it to, or the range to keep. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
