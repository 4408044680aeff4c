import { SourceMapConsumer } from 'source-map';

/**
 * Where the JavaScript before interaction comes from, by owner: the framework the stack fixes
 * (React, Next.js, Turbopack's runtime, styled-components), the consent manager, other packages
 * and our own code. The bench builds with source maps (NEXT_SOURCE_MAPS=1) to tell them apart;
 * each script's gzipped size is shared out in proportion to the bytes each source takes in it
 * (gzip compresses a file's parts about evenly, so this is close, not exact).
 */
export const OWNERS = [
  'React (react-dom, react, scheduler)',
  'Next.js client',
  'Turbopack runtime',
  'styled-components (with stylis)',
  'Consent manager (vanilla-cookieconsent)',
  'Other packages',
  'Our own code',
  'Loader, manifests and chunk wrappers',
] as const;

export type JsOwner = (typeof OWNERS)[number];

/** The owner of one source file of a map (Turbopack names them turbopack:///[project]/...). */
export function ownerOfSource(source: string | null): JsOwner {
  if (!source) return 'Loader, manifests and chunk wrappers';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  if (inPackage) {
    if (['react-dom', 'react', 'scheduler'].includes(inPackage))
      return 'React (react-dom, react, scheduler)';
    if (inPackage === 'next' || inPackage.startsWith('@next/')) return 'Next.js client';
    if (
      ['styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/unitless'].includes(
        inPackage,
      )
    )
      return 'styled-components (with stylis)';
    if (inPackage === 'vanilla-cookieconsent') return 'Consent manager (vanilla-cookieconsent)';
    return 'Other packages';
  }
  if (source.startsWith('turbopack:///[turbopack]/')) return 'Turbopack runtime';
  if (source.startsWith('turbopack:///[next]/')) return 'Next.js client';
  return 'Our own code';
}

export interface ScriptForAttribution {
  /** The script as served, sourceMappingURL comment included. */
  source: string;
  /** Its gzipped size as counted by the weight (without the comment). */
  gzipBytes: number;
  /** Its source map (plain or index map), or null for scripts without one (the loader, manifests). */
  map: object | null;
}

/** Gzipped bytes per owner, summed over the scripts. */
export function attributeScripts(scripts: ScriptForAttribution[]): Map<JsOwner, number> {
  const totals = new Map<JsOwner, number>(OWNERS.map((owner) => [owner, 0]));
  const add = (owner: JsOwner, bytes: number) =>
    totals.set(owner, (totals.get(owner) ?? 0) + bytes);
  for (const script of scripts) {
    if (!script.map) {
      add('Loader, manifests and chunk wrappers', script.gzipBytes);
      continue;
    }
    const lineStarts = [0];
    for (let i = 0; i < script.source.length; i++)
      if (script.source.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const segments: { offset: number; owner: JsOwner }[] = [];
    new SourceMapConsumer(script.map as never).eachMapping((mapping) => {
      segments.push({
        offset: (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn,
        owner: ownerOfSource(mapping.source),
      });
    });
    segments.sort((a, b) => a.offset - b.offset);
    const raw = new Map<JsOwner, number>();
    // Bytes before the first mapping (the chunk's wrapper) and unmapped stretches count as wrappers.
    raw.set('Loader, manifests and chunk wrappers', segments[0]?.offset ?? script.source.length);
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.offset ?? script.source.length;
      raw.set(segment.owner, (raw.get(segment.owner) ?? 0) + end - segment.offset);
    });
    const ratio = script.gzipBytes / Math.max(script.source.length, 1);
    for (const [owner, bytes] of raw) add(owner, bytes * ratio);
  }
  return totals;
}
