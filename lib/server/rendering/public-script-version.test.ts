import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import {
  CHUNK_BOOTSTRAP_SRC,
  CONSENT_DEFAULTS_SRC,
  VERSIONED_PUBLIC_SCRIPTS,
} from '@/constants/public-scripts';
import nextConfig from '../../../next.config';
import {
  IMMUTABLE_FILE_CACHE,
  publicScriptVersions,
  versionedPublicScript,
  versionedScriptCacheRules,
} from './public-script-version';

const hashOf = (src: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(process.cwd(), 'public', src)))
    .digest('hex')
    .slice(0, 12);

describe('scripts at addresses that change with their contents (decision 0240)', () => {
  const versions = publicScriptVersions([CHUNK_BOOTSTRAP_SRC, CONSENT_DEFAULTS_SRC]);

  it('names each script by a hash of its bytes', () => {
    expect(versions).toEqual({
      [CHUNK_BOOTSTRAP_SRC]: hashOf(CHUNK_BOOTSTRAP_SRC),
      [CONSENT_DEFAULTS_SRC]: hashOf(CONSENT_DEFAULTS_SRC),
    });
    expect(versionedPublicScript(CHUNK_BOOTSTRAP_SRC, versions)).toBe(
      `${CHUNK_BOOTSTRAP_SRC}?v=${hashOf(CHUNK_BOOTSTRAP_SRC)}`,
    );
  });

  it('keeps only those addresses a year', () => {
    expect(versionedScriptCacheRules(versions)).toEqual(
      [CHUNK_BOOTSTRAP_SRC, CONSENT_DEFAULTS_SRC].map((src) => ({
        source: src,
        has: [{ type: 'query', key: 'v', value: hashOf(src) }],
        headers: [{ key: 'Cache-Control', value: IMMUTABLE_FILE_CACHE }],
      })),
    );
  });

  it('leaves a script it cannot read, or one the build did not version, as it is, with no rule', () => {
    const none = publicScriptVersions(['/scripts/not-there.js']);
    expect(none).toEqual({});
    expect(versionedScriptCacheRules(none)).toEqual([]);
    expect(versionedPublicScript('/scripts/not-there.js', versions)).toBe('/scripts/not-there.js');
    // Without the build's versions (a test, a development server): the plain address.
    expect(versionedPublicScript(CHUNK_BOOTSTRAP_SRC)).toBe(CHUNK_BOOTSTRAP_SRC);
  });
});

describe('next.config.ts and the script versions (decision 0240)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds with every version, in the pages and in the header rules alike', async () => {
    const config = nextConfig(PHASE_PRODUCTION_BUILD);
    const versions = JSON.parse(config.env!.PUBLIC_SCRIPT_VERSIONS!) as Record<string, string>;
    expect(Object.keys(versions).sort()).toEqual([...VERSIONED_PUBLIC_SCRIPTS].sort());
    expect(versions[CHUNK_BOOTSTRAP_SRC]).toBe(hashOf(CHUNK_BOOTSTRAP_SRC));
    const rules = await config.headers!();
    expect(rules).toEqual(expect.arrayContaining(versionedScriptCacheRules(versions)));
  });

  it('versions nothing on the development server, where an edited script keeps its address', async () => {
    const config = nextConfig(PHASE_DEVELOPMENT_SERVER);
    expect(config.env!.PUBLIC_SCRIPT_VERSIONS).toBe('{}');
    const rules = await config.headers!();
    expect(rules.some((rule) => rule.source === CHUNK_BOOTSTRAP_SRC)).toBe(false);
  });

  it('refuses to build when a listed script cannot be read (a build run from another folder)', () => {
    jest.spyOn(process, 'cwd').mockReturnValue(path.join(process.cwd(), 'no-such-folder'));
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(
      `next.config.ts: cannot read ${VERSIONED_PUBLIC_SCRIPTS.join(', ')} under ./public`,
    );
  });
});
