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
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/data/'],
};

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
  return { projects: [dom, node] };
};
