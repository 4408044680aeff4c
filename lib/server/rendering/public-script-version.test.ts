import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_BOOTSTRAP_SRC } from '@/constants/public-scripts';
import { versionedPublicScript, versionedScriptCacheRules } from './public-script-version';

const hashOf = (src: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(process.cwd(), 'public', src)))
    .digest('hex')
    .slice(0, 12);

describe('scripts at addresses that change with their contents (decision 0240)', () => {
  it('names the loader by a hash of its bytes', () => {
    expect(versionedPublicScript(CHUNK_BOOTSTRAP_SRC)).toBe(
      `${CHUNK_BOOTSTRAP_SRC}?v=${hashOf(CHUNK_BOOTSTRAP_SRC)}`,
    );
  });

  it('keeps only that address a year', () => {
    expect(versionedScriptCacheRules([CHUNK_BOOTSTRAP_SRC])).toEqual([
      {
        source: CHUNK_BOOTSTRAP_SRC,
        has: [{ type: 'query', key: 'v', value: hashOf(CHUNK_BOOTSTRAP_SRC) }],
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ]);
  });

  it('leaves a script it cannot read as it is, with no rule', () => {
    expect(versionedPublicScript('/scripts/not-there.js')).toBe('/scripts/not-there.js');
    expect(versionedScriptCacheRules(['/scripts/not-there.js'])).toEqual([]);
  });
});
