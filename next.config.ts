import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './constants/images';
import { securityHeaderOptionsFromEnv, securityHeaderRules } from './lib/security-headers';
import {
  IMMUTABLE_FILE_CACHE,
  publicScriptVersions,
  versionedScriptCacheRules,
} from './lib/server/rendering/public-script-version';
import { VERSIONED_PUBLIC_SCRIPTS } from './constants/public-scripts';

/**
 * The scripts that block the first paint, or the app, by a hash of their bytes (decision 0240).
 * Not on the development server, which reads this file once: an edited script would keep its
 * address, and a browser its old copy. Elsewhere every listed script must be found, or pages would
 * quietly lose their year-long cache (a build run from another folder).
 */
function scriptVersionsFor(phase: string) {
  if (phase === PHASE_DEVELOPMENT_SERVER) return {};
  const versions = publicScriptVersions(VERSIONED_PUBLIC_SCRIPTS);
  const missing = VERSIONED_PUBLIC_SCRIPTS.filter((src) => !(src in versions));
  if (missing.length > 0) {
    throw new Error(`next.config.ts: cannot read ${missing.join(', ')} under ./public`);
  }
  return versions;
}

const nextConfig = (phase: string): NextConfig => {
  const scriptVersions = scriptVersionsFor(phase);
  return {
    // Several builds may run side by side (tests, benchmarks): each can name its own output folder.
    distDir: process.env.NEXT_DIST_DIR || '.next',
    reactStrictMode: true,
    // Maps of the browser's scripts, for profiling a build (docs/performance.md); none by default.
    productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
    poweredByHeader: false,
    // No ETag on pages: Next hashes the whole page in JavaScript on every request. API routes keep
    // theirs; files in public/ keep Last-Modified, so they still revalidate (decision 0228).
    generateEtags: false,
    // Production class names without the file and component names ('sc-1a661129-0', not
    // 'switchboard-logo__Lockup-sc-1a661129-0'): about 8 kB less of every page's HTML (decision 0183).
    compiler: {
      styledComponents: { displayName: process.env.NODE_ENV === 'development', fileName: false },
    },
    serverExternalPackages: ['better-sqlite3', 'geoip-lite', 'nodemailer'],
    // Canonical URLs: the server render and the browser must agree on the origin (lib/content/site-origin.ts).
    env: {
      NEXT_PUBLIC_SITE_URL: process.env.SITE_URL || 'http://localhost:3000',
      // The browser's error reporting follows the server's stage (lib/error-reporting/browser.ts).
      NEXT_PUBLIC_APP_STAGE: process.env.APP_STAGE || 'local',
      // The editor's storage (keystatic.config.ts, decision 0160): local files or a GitHub repository.
      NEXT_PUBLIC_KEYSTATIC_STORAGE: process.env.KEYSTATIC_STORAGE || 'local',
      NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: process.env.KEYSTATIC_GITHUB_REPO || '',
      // The same versions in the pages' addresses as in the header rules below.
      PUBLIC_SCRIPT_VERSIONS: JSON.stringify(scriptVersions),
    },
    images: {
      deviceSizes: IMAGE_DEVICE_SIZES,
      imageSizes: IMAGE_SIZES,
      qualities: [IMAGE_QUALITY],
      formats: ['image/avif', 'image/webp'],
      dangerouslyAllowSVG: false,
    },
    // Security headers on every response (read at build time): lib/security-headers.ts, docs/security.md.
    async headers() {
      return [
        ...securityHeaderRules(securityHeaderOptionsFromEnv()),
        // Font files carry their package's version in the name, and a cut file a hash of its bytes:
        // new contents are a new URL (ADRs 0135, 0225).
        {
          source: '/fonts/:file*.woff2',
          headers: [{ key: 'Cache-Control', value: IMMUTABLE_FILE_CACHE }],
        },
        // Scripts that block the first paint, or the app: their current address is kept for a year
        // (decision 0240).
        ...versionedScriptCacheRules(scriptVersions),
      ];
    },
    // No rewrites: any rewrite makes Next re-route every statically generated page in the browser
    // right after hydration (ADR 0081). /pricing.json is rewritten by proxy.ts instead.
  };
};

export default nextConfig;
