import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The query key that names a version of a script in public/scripts (decision 0240). */
const VERSION_KEY = 'v';

const versions = new Map<string, string | null>();

/**
 * A hash of the bytes of `src`, a same-origin script under public/ ('/scripts/chunk-bootstrap.js'):
 * its address changes with its contents, so browsers may keep it for a year (next.config.ts). Null
 * when the file cannot be read here; the script is then served as before, checked on every view.
 */
export function publicScriptVersion(src: string): string | null {
  if (!versions.has(src)) {
    let version: string | null = null;
    try {
      const bytes = readFileSync(path.join(process.cwd(), 'public', src));
      version = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    } catch {
      version = null;
    }
    versions.set(src, version);
  }
  return versions.get(src) ?? null;
}

/** `src` with its version (decision 0240), or as it is when it has none. */
export function versionedPublicScript(src: string): string {
  const version = publicScriptVersion(src);
  return version ? `${src}?${VERSION_KEY}=${version}` : src;
}

/**
 * next.config.ts header rules: the current version of each script is kept for a year; an address
 * with another version (a page from an older build) is checked on every view, as before.
 */
export function versionedScriptCacheRules(sources: readonly string[]) {
  return sources.flatMap((src) => {
    const version = publicScriptVersion(src);
    if (!version) return [];
    return [
      {
        source: src,
        has: [{ type: 'query' as const, key: VERSION_KEY, value: version }],
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  });
}
