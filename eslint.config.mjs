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
    files: ['components/**', 'modals/**', 'api-clients/**', 'lib/**'],
    ignores: [
      'lib/server/**',
      'lib/env.ts',
      '**/server.ts',
      '**/*.server.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/server/*', '**/lib/server/*'], message: 'lib/server is server-only.' },
            { group: ['@/lib/env', '**/lib/env'], message: 'lib/env is server-only.' },
          ],
          paths: [NEXT_LINK_RULE],
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
