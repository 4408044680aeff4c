import { SourceMapGenerator } from 'source-map';
import { attributeScripts, ourSourceFile, ownerOfSource } from './js-attribution';

describe('ownerOfSource', () => {
  it.each([
    [
      'turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js',
      'React (react-dom, react, scheduler)',
    ],
    [
      'turbopack:///[project]/node_modules/scheduler/cjs/scheduler.production.js',
      'React (react-dom, react, scheduler)',
    ],
    ['turbopack:///[project]/node_modules/next/dist/client/index.js', 'Next.js client'],
    ['turbopack:///[next]/entry/page-loader.ts', 'Next.js client'],
    ['turbopack:///[turbopack]/browser/runtime/base/build-base.ts', 'Turbopack runtime'],
    [
      'turbopack:///[project]/node_modules/stylis/dist/stylis.mjs',
      'styled-components (with stylis)',
    ],
    [
      'turbopack:///[project]/node_modules/vanilla-cookieconsent/dist/core.mjs',
      'Consent manager (vanilla-cookieconsent)',
    ],
    ['turbopack:///[project]/node_modules/@scope/pkg/index.js', 'Other packages'],
    ['turbopack:///[project]/components/header/site-header.tsx', 'Our own code'],
    [null, 'Loader, manifests and chunk wrappers'],
  ])('%s belongs to %s', (source, owner) => {
    expect(ownerOfSource(source)).toBe(owner);
  });
});

describe('attributeScripts', () => {
  it("shares each script's gzipped size out by the bytes each source takes in it", () => {
    // 10 bytes of chunk wrapper, 60 of React DOM, 30 of our header: 100 bytes, 50 gzipped.
    const source = `${'w'.repeat(10)}${'r'.repeat(60)}${'o'.repeat(30)}`;
    const generator = new SourceMapGenerator({ file: 'chunk.js' });
    generator.addMapping({
      source: 'turbopack:///[project]/node_modules/react-dom/index.js',
      original: { line: 1, column: 0 },
      generated: { line: 1, column: 10 },
    });
    generator.addMapping({
      source: 'turbopack:///[project]/components/header/site-header.tsx',
      original: { line: 1, column: 0 },
      generated: { line: 1, column: 70 },
    });
    const owners = attributeScripts([
      { source, gzipBytes: 50, map: JSON.parse(generator.toString()) as object },
      // The loader in public/scripts has no map: all of it is "loader".
      { source: 'loader();', gzipBytes: 7, map: null },
    ]).byOwner;
    expect(owners.get('React (react-dom, react, scheduler)')).toBeCloseTo(30);
    expect(owners.get('Our own code')).toBeCloseTo(15);
    expect(owners.get('Loader, manifests and chunk wrappers')).toBeCloseTo(5 + 7);
    expect(owners.get('Next.js client')).toBe(0);
    const total = [...owners.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeCloseTo(57);
  });

  it('counts mappings on later lines from their own line start', () => {
    const source = 'aaaa\nbbbbbb';
    const generator = new SourceMapGenerator({ file: 'chunk.js' });
    generator.addMapping({
      source: 'turbopack:///[turbopack]/shared/runtime/runtime-utils.ts',
      original: { line: 1, column: 0 },
      generated: { line: 2, column: 2 },
    });
    const owners = attributeScripts([
      { source, gzipBytes: source.length, map: JSON.parse(generator.toString()) as object },
    ]).byOwner;
    // "aaaa\nbb" (7 bytes) before the mapping, "bbbb" (4) after it.
    expect(owners.get('Turbopack runtime')).toBeCloseTo(4);
    expect(owners.get('Loader, manifests and chunk wrappers')).toBeCloseTo(7);
  });
});

describe('attributeScripts: our own code by file', () => {
  it("shares each script's gzipped size out among our own source files, packages and wrappers left out", () => {
    // 10 bytes of wrapper, 40 of our header, 20 of React DOM, 30 of our theme: 100 bytes, 50 gzipped.
    const source = `${'w'.repeat(10)}${'h'.repeat(40)}${'r'.repeat(20)}${'t'.repeat(30)}`;
    const generator = new SourceMapGenerator({ file: 'chunk.js' });
    const map = (name: string, column: number) =>
      generator.addMapping({
        source: name,
        original: { line: 1, column: 0 },
        generated: { line: 1, column },
      });
    map('turbopack:///[project]/components/header/site-header.tsx', 10);
    map('turbopack:///[project]/node_modules/react-dom/index.js', 50);
    map('turbopack:///[project]/styles/theme.ts', 70);
    const files = attributeScripts([
      { source, gzipBytes: 50, map: JSON.parse(generator.toString()) as object },
      { source: 'loader();', gzipBytes: 7, map: null },
    ]).ourFiles;
    expect([...files.keys()].sort()).toEqual([
      'components/header/site-header.tsx',
      'styles/theme.ts',
    ]);
    expect(files.get('components/header/site-header.tsx')).toBeCloseTo(20);
    expect(files.get('styles/theme.ts')).toBeCloseTo(15);
  });

  it.each([
    ['turbopack:///[project]/lib/rendering/island.tsx', 'lib/rendering/island.tsx'],
    ['turbopack:///[project]/node_modules/next/dist/client/index.js', null],
    ['turbopack:///[turbopack]/browser/runtime/base/build-base.ts', null],
    [null, null],
  ])('%s is our file %s', (source, file) => {
    expect(ourSourceFile(source)).toBe(file);
  });
});
