/** Part of `npm run build`: puts V8's compile hint on every browser script of the build (decision 0082). */
import { addCompileHints } from './build/compile-hints';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const count = addCompileHints(distDir);
console.info(
  `[compile-hints] ${distDir}/static/chunks: ${count} scripts marked for eager compilation`,
);
