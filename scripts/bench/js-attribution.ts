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

/** Our own source file of a map's source name (turbopack:///[project]/components/…), or null. */
export function ourSourceFile(source: string | null): string | null {
  if (ownerOfSource(source) !== 'Our own code') return null;
  return source?.replace(/^turbopack:\/\/\/\[project\]\//, '') ?? null;
}

export interface JsAttribution {
  /** Gzipped bytes per owner, every owner listed. */
  byOwner: Map<JsOwner, number>;
  /**
   * Gzipped bytes of our own code per source file: which of our modules a page's first load
   * carries, so a change that adds to it shows where (issue 19's budget).
   */
  ourFiles: Map<string, number>;
}

/** The scripts' gzipped bytes by owner and, for our own code, by source file. */
export function attributeScripts(scripts: ScriptForAttribution[]): JsAttribution {
  const byOwner = new Map<JsOwner, number>(OWNERS.map((owner) => [owner, 0]));
  const ourFiles = new Map<string, number>();
  for (const [source, bytes] of gzipBySource(scripts)) {
    const owner = ownerOfSource(source);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
    const file = ourSourceFile(source);
    if (file) ourFiles.set(file, (ourFiles.get(file) ?? 0) + bytes);
  }
  return { byOwner, ourFiles };
}

/**
 * Shares each script's gzipped size out among the sources of its bytes, by their maps. A script
 * without a map, the bytes before its first mapping and stretches mapped to no source go to null.
 */
function gzipBySource(scripts: ScriptForAttribution[]): Map<string | null, number> {
  const totals = new Map<string | null, number>();
  const add = (source: string | null, bytes: number) =>
    totals.set(source, (totals.get(source) ?? 0) + bytes);
  for (const script of scripts) {
    if (!script.map) {
      add(null, script.gzipBytes);
      continue;
    }
    const lineStarts = [0];
    for (let i = 0; i < script.source.length; i++)
      if (script.source.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const segments: { offset: number; source: string | null }[] = [];
    new SourceMapConsumer(script.map as never).eachMapping((mapping) => {
      segments.push({
        offset: (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn,
        source: mapping.source,
      });
    });
    segments.sort((a, b) => a.offset - b.offset);
    const ratio = script.gzipBytes / Math.max(script.source.length, 1);
    // Bytes before the first mapping (the chunk's wrapper) count as unmapped.
    add(null, (segments[0]?.offset ?? script.source.length) * ratio);
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.offset ?? script.source.length;
      add(segment.source, (end - segment.offset) * ratio);
    });
  }
  return totals;
}
