/**
 * Where the editor (Keystatic, decision 0160) keeps content: `local` writes the files of this
 * checkout (make start, tests; no login of its own, so only in the local and test stages) and
 * `github` commits to a repository through a GitHub app (production). The browser learns the mode
 * at build time (next.config.ts inlines NEXT_PUBLIC_KEYSTATIC_*), the server checks it at start.
 */
export const KEYSTATIC_STORAGE_KINDS = ['local', 'github'] as const;

/** Stages in which the local mode may run. */
export const LOCAL_EDITOR_STAGES: readonly string[] = ['local', 'test'];

export type KeystaticStorage =
  { kind: 'local' } | { kind: 'github'; repo: { owner: string; name: string } };

const REPO = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/;

/** The storage of Keystatic's config from the build-time variables (throws on a bad repository). */
export function keystaticStorage(
  kind: string | undefined,
  repo: string | undefined,
): KeystaticStorage {
  if (kind !== 'github') return { kind: 'local' };
  const match = REPO.exec(repo ?? '');
  if (!match) throw new Error('KEYSTATIC_GITHUB_REPO must be owner/name for the github storage');
  return { kind: 'github', repo: { owner: match[1]!, name: match[2]! } };
}

interface StorageEnv {
  APP_STAGE: string;
  KEYSTATIC_STORAGE: string;
  KEYSTATIC_GITHUB_REPO?: string;
  KEYSTATIC_GITHUB_CLIENT_ID?: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string;
  KEYSTATIC_SECRET?: string;
  EDITOR_PASSWORD?: string;
}

/** What stops the server from starting with this editor storage, one line each. */
export function keystaticStorageProblems(env: StorageEnv): string[] {
  // Elsewhere outside local and test the local editor is simply not served (404).
  if (env.KEYSTATIC_STORAGE === 'local') {
    return env.APP_STAGE !== 'production'
      ? []
      : [
          'KEYSTATIC_STORAGE=local writes the files of the server it runs on, with no login: the ' +
            'production stage does not start with it. Set KEYSTATIC_STORAGE=github (see .env.example).',
        ];
  }
  const problems: string[] = [];
  if (!REPO.test(env.KEYSTATIC_GITHUB_REPO ?? '')) {
    problems.push('KEYSTATIC_GITHUB_REPO must be owner/name');
  }
  const needed = [
    'KEYSTATIC_GITHUB_CLIENT_ID',
    'KEYSTATIC_GITHUB_CLIENT_SECRET',
    'KEYSTATIC_SECRET',
  ] as const;
  for (const key of needed)
    if (!env[key]) problems.push(`${key} is required for KEYSTATIC_STORAGE=github`);
  if (env.KEYSTATIC_SECRET && env.KEYSTATIC_SECRET.length < 32) {
    problems.push('KEYSTATIC_SECRET must be at least 32 characters');
  }
  if (env.APP_STAGE === 'production' && !env.EDITOR_PASSWORD) {
    problems.push('EDITOR_PASSWORD is required to serve the editor in production');
  }
  return problems;
}
