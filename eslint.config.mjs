import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/** Links go through SiteLink, which does not prefetch every link in view (ADR 0081). */
const NEXT_LINK_RULE = {
  name: 'next/link',
  message:
    'Use SiteLink (components/site-link/site-link.tsx): no prefetch of every link in view (ADR 0081).',
};

/**
 * The content loaders of lib/content: they import every post, story and schema (ADR 0023). Browser
 * code takes their types only, and everything else from the `*-browser.ts` modules.
 */
const CONTENT_LOADERS = [
  'blog',
  'compare',
  'customer-stories',
  'global-page-props',
  'integration-logos',
  'integration-wordmark-files',
  'integrations',
  'page-props',
  'post-page',
  'pricing',
  'routes',
  'rss',
  'search',
  'site-files',
  'social-proof',
  'story-page',
  'validate',
];

/** Browser-side code: everything a page renders, as opposed to lib/server and the loaders. */
const BROWSER_FILES = ['components/**', 'modals/**', 'api-clients/**', 'lib/**', 'styles/**'];
const NOT_BROWSER_FILES = [
  'lib/server/**',
  // The global rules and the font faces, which only the server renders (decision 0234).
  'styles/global-style.ts',
  'styles/consent-theme.ts',
  'styles/fonts.ts',
  'lib/env.ts',
  '**/server.ts',
  '**/*.server.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/**',
      'coverage/**',
      // The stack's floor for the benchmark (issue 19): a separate Next app, not the site's code.
      'scripts/bench/floor/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Browser-side folders never import server code (the 'server-only' package is App Router only).
    files: BROWSER_FILES,
    ignores: NOT_BROWSER_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/server/*', '**/lib/server/*'], message: 'lib/server is server-only.' },
            { group: ['@/lib/env', '**/lib/env'], message: 'lib/env is server-only.' },
            {
              group: [
                '@/styles/global-style',
                '@/styles/consent-theme',
                '@/styles/fonts',
                '**/styles/global-style',
                '**/styles/consent-theme',
                '**/styles/fonts',
              ],
              message:
                'The global rules and the font faces are rendered by the server alone (decision 0234): their text stays out of the browser.',
            },
          ],
          paths: [NEXT_LINK_RULE],
        },
      ],
    },
  },
  {
    // Nor the content loaders, beyond their types (the loaders themselves may import each other).
    files: BROWSER_FILES,
    ignores: [...NOT_BROWSER_FILES, 'lib/content/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: CONTENT_LOADERS.map((name) => `@/lib/content/${name}`),
              allowTypeImports: true,
              message:
                'A content loader ships all content to the browser: import its *-browser.ts module (ADR 0023).',
            },
          ],
        },
      ],
    },
  },
  {
    // The server speaks the contracts of lib/contracts, never the browser clients (ADR 0111).
    files: ['lib/server/**', 'pages/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api-clients/*', '**/api-clients/*'],
              message: 'api-clients are browser code: share the shape through lib/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pages/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK_RULE] }] },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
];

export default config;
