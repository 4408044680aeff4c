// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** Shared by both projects: components run in jsdom, everything else in Node. */
const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/tests/e2e/',
    '/.next',
    '/data/',
    // Needs a production build and PostgreSQL: `make two-instances` runs it (decision 0171).
    ...(process.env.TWO_INSTANCES_DIST_DIR ? [] : ['/tests/two-instances/']),
    // A suite about PostgreSQL alone runs only where there is one (`make unit-postgres`).
    ...(process.env.TEST_DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$']),
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/data/'],
};

/**
 * Keystatic's reader (and the editor's config it reads) ships as ES modules only, and Jest runs
 * CommonJS: SWC compiles these packages like our own code (decision 0162). next/jest compiles only
 * Next's own list of packages and lets a config append patterns, not change them, so the list is
 * widened in its node_modules pattern here. `marked` (the site's Markdown renderer) is ES-only too:
 * the legal documents' loader and its tests render with it (decision 0193).
 */
const ESM_ONLY_PACKAGES = ['@keystatic', '@markdoc', 'emery', 'marked'];

function compilingEsmOnlyPackages(config) {
  const nextsList = '/node_modules/(?!.pnpm)(?!(';
  const patterns = config.transformIgnorePatterns;
  if (!patterns.some((pattern) => pattern.startsWith(nextsList))) {
    throw new Error("next/jest's node_modules pattern changed: update jest.config.js");
  }
  return {
    ...config,
    transformIgnorePatterns: patterns.map((pattern) =>
      pattern.startsWith(nextsList)
        ? pattern.replace(nextsList, `${nextsList}${ESM_ONLY_PACKAGES.join('|')}|`)
        : pattern,
    ),
  };
}

module.exports = async () => {
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.tsx'],
  })();
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
  })();
  return { projects: [compilingEsmOnlyPackages(dom), compilingEsmOnlyPackages(node)] };
};
