import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The query key that names a version of a script in public/scripts (decision 0240). */
const VERSION_KEY = 'v';

/** A file whose address changes with its contents: browsers and caches may keep it a year. */
export const IMMUTABLE_FILE_CACHE = 'public, max-age=31536000, immutable';

/** Each script's version: a hash of its bytes, by its address ('/scripts/chunk-bootstrap.js'). */
export type ScriptVersions = Readonly<Record<string, string>>;

/**
 * Hashes the bytes of each same-origin script under public/, once, when next.config.ts is read:
 * the header rules and the pages then name the same versions (the build passes them to the pages
 * as PUBLIC_SCRIPT_VERSIONS). A script that cannot be read here gets no version.
 */
export function publicScriptVersions(sources: readonly string[]): ScriptVersions {
  const versions: Record<string, string> = {};
  for (const src of sources) {
    try {
      const bytes = readFileSync(path.join(process.cwd(), 'public', src));
      versions[src] = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    } catch {
      // Left out: next.config.ts refuses to build without it.
    }
  }
  return versions;
}

/** The versions the build wrote into the pages' code (next.config.ts `env`). */
function builtScriptVersions(): ScriptVersions {
  try {
    return JSON.parse(process.env.PUBLIC_SCRIPT_VERSIONS || '{}') as ScriptVersions;
  } catch {
    return {};
  }
}

/** `src` with its version (decision 0240), or as it is when it has none. */
export function versionedPublicScript(
  src: string,
  versions: ScriptVersions = builtScriptVersions(),
): string {
  const version = versions[src];
  return version ? `${src}?${VERSION_KEY}=${version}` : src;
}

/**
 * next.config.ts header rules: the current version of each script is kept for a year; an address
 * with another version (a page from an older build) is checked on every view, as before.
 */
export function versionedScriptCacheRules(versions: ScriptVersions) {
  return Object.entries(versions).map(([src, version]) => ({
    source: src,
    has: [{ type: 'query' as const, key: VERSION_KEY, value: version }],
    headers: [{ key: 'Cache-Control', value: IMMUTABLE_FILE_CACHE }],
  }));
}
