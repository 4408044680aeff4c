/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on a background thread while the file streams in, instead of one by
 * one on the main thread the first time each is called. Turbopack wraps every module in a function
 * that the runtime calls once, at start-up, all in one task: without the hint that task spent most
 * of its time compiling (decision 0150). Other engines treat the line as an ordinary comment.
 */
import '@/lib/server/only-on-server';
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that already has it is left as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

interface SourceMapSection {
  offset: { line: number; column: number };
  map: unknown;
}

interface SourceMapJson {
  mappings?: string;
  sections?: SourceMapSection[];
}

/**
 * The script's source map, moved down one line to match: a plain map gets one empty line of
 * mappings in front, an index map (Turbopack writes both kinds) moves each section down a line.
 */
export function shiftSourceMapOneLine(map: SourceMapJson): SourceMapJson {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  if (typeof map.mappings === 'string') return { ...map, mappings: `;${map.mappings}` };
  throw new Error('a source map with neither mappings nor sections');
}

/** The comment naming a script's source map (its last line), with the map's file name. */
export const SOURCE_MAPPING_URL = /\n\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/;

/**
 * Adds the hint to every script of a build's `static/chunks` (the browser's code: the server's own
 * bundles are never streamed by a browser), and keeps their source maps, when built, in step.
 * Returns how many scripts got the hint (a second run finds none left).
 */
export function addCompileHints(distDir: string): number {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(chunksDir))
    throw new Error(`${chunksDir} does not exist: build the site first`);
  let changed = 0;
  for (const file of scriptsUnder(chunksDir)) {
    const source = fs.readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    const mapName = SOURCE_MAPPING_URL.exec(source)?.[1];
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapJson;
      fs.writeFileSync(mapFile, JSON.stringify(shiftSourceMapOneLine(map)));
    }
    fs.writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

/** Every .js file under a folder, at any depth. */
function scriptsUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptsUnder(full);
    return entry.isFile() && entry.name.endsWith('.js') ? [full] : [];
  });
}
