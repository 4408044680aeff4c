/** Part of `npm run build`: puts V8's compile hint on every browser script of the build (decision 0150). */
import { overrideIsOn } from '@/lib/rendering/overrides';
import { addCompileHints } from '@/lib/server/rendering/compile-hints';

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!overrideIsOn('compile-hints')) {
  console.info('[compile-hints] left out (NEXT_PUBLIC_RENDERING_OVERRIDES_OFF)');
  process.exit(0);
}
const count = addCompileHints(distDir);
console.info(
  `[compile-hints] ${distDir}/static/chunks: ${count} scripts marked for eager compilation`,
);
