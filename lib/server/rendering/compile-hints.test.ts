import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map';
import {
  COMPILE_HINT,
  addCompileHints,
  shiftSourceMapOneLine,
  withCompileHint,
} from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

/** Where a generated position maps back to, read with the same library browsers' tools use. */
function original(map: object, line: number, column: number) {
  const position = new SourceMapConsumer(map as never).originalPositionFor({ line, column });
  return { source: position.source, line: position.line };
}

function plainMap() {
  const generator = new SourceMapGenerator({ file: 'a.js' });
  generator.addMapping({
    source: 'components/a.tsx',
    original: { line: 7, column: 2 },
    generated: { line: 1, column: 4 },
  });
  return JSON.parse(generator.toString()) as { mappings: string };
}

describe('shiftSourceMapOneLine', () => {
  it('moves a plain map down one line: the code on line 2 still maps to its source', () => {
    const shifted = shiftSourceMapOneLine(plainMap());
    expect(original(shifted, 2, 4)).toEqual({ source: 'components/a.tsx', line: 7 });
    expect(original(shifted, 1, 4)).toEqual({ source: null, line: null });
  });

  it('moves every section of an index map down one line', () => {
    const index = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: plainMap() },
        { offset: { line: 3, column: 0 }, map: { ...plainMap(), sources: ['lib/b.ts'] } },
      ],
    };
    const shifted = shiftSourceMapOneLine(index);
    expect(original(shifted, 2, 4)).toEqual({ source: 'components/a.tsx', line: 7 });
    expect(original(shifted, 5, 4)).toEqual({ source: 'lib/b.ts', line: 7 });
  });

  it('refuses a map it cannot read rather than writing a wrong one', () => {
    expect(() => shiftSourceMapOneLine({})).toThrow('neither mappings nor sections');
  });
});

describe('addCompileHints on a build folder', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks', 'pages'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('marks every browser script, keeps maps in step, leaves the rest and runs once', () => {
    const chunks = path.join(dist, 'static', 'chunks');
    fs.writeFileSync(path.join(chunks, 'abc.js'), 'x();\n//# sourceMappingURL=map1.js.map');
    fs.writeFileSync(path.join(chunks, 'map1.js.map'), JSON.stringify(plainMap()));
    fs.writeFileSync(path.join(chunks, 'pages', 'nested.js'), 'y();');
    fs.writeFileSync(path.join(chunks, 'styles.css'), 'a{}');
    fs.writeFileSync(path.join(dist, 'server', 'page.js'), 'z();');

    expect(addCompileHints(dist)).toBe(2);
    expect(fs.readFileSync(path.join(chunks, 'abc.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nx();\n//# sourceMappingURL=map1.js.map`,
    );
    expect(fs.readFileSync(path.join(chunks, 'pages', 'nested.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\ny();`,
    );
    expect(fs.readFileSync(path.join(chunks, 'styles.css'), 'utf8')).toBe('a{}');
    expect(fs.readFileSync(path.join(dist, 'server', 'page.js'), 'utf8')).toBe('z();');
    const map = JSON.parse(fs.readFileSync(path.join(chunks, 'map1.js.map'), 'utf8')) as object;
    expect(original(map, 2, 4)).toEqual({ source: 'components/a.tsx', line: 7 });

    // Running the step a second time on the same build changes nothing.
    expect(addCompileHints(dist)).toBe(0);
    const again = JSON.parse(fs.readFileSync(path.join(chunks, 'map1.js.map'), 'utf8')) as object;
    expect(original(again, 2, 4)).toEqual({ source: 'components/a.tsx', line: 7 });
  });

  it('says so when there is no build to mark', () => {
    fs.rmSync(path.join(dist, 'static'), { recursive: true });
    expect(() => addCompileHints(dist)).toThrow('build the site first');
  });
});
