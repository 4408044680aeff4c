import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_BOOTSTRAP_SRC, CONSENT_DEFAULTS_SRC } from '@/constants/public-scripts';
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
