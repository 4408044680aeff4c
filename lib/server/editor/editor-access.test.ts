import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EnvError, parseEnv, resetEnvForTests } from '@/lib/env';
import { keystaticStorage } from '@/lib/keystatic-storage';
import type { Db } from '@/lib/server/db';
import {
  isPreviewSecretValid,
  PREVIEW_SECRET_FILE,
  ensurePreviewSecret,
} from '@/lib/server/preview';
import { closeTestDb, openTestDb, testEngine } from '@/tests/support/test-db';
import { EDITOR_PASSWORD_FILE, ensureEditorPassword, guardEditorRequest } from './editor-access';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const EDITOR_VARS = ['APP_STAGE', 'EDITOR_PASSWORD', 'EDITOR_USERNAME', 'PREVIEW_SECRET'];

describe(`the editor over HTTP (real ${testEngine})`, () => {
  let dataDir: string;
  let db: Db;
  let server: http.Server;
  let base: string;
  const saved = Object.fromEntries(EDITOR_VARS.map((key) => [key, process.env[key]]));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      void guardEditorRequest(req, res).then((access) =>
        res.end(access === 'allowed' ? 'editor' : undefined),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/keystatic/tree`;
  });
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-access-'));
    process.env.DATA_DIR = dataDir;
    for (const key of EDITOR_VARS) delete process.env[key];
    resetEnvForTests();
    // The login lockout counts wrong passwords in the database's rate_limits, on either engine.
    db = await openTestDb({ asProcessDb: true });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await closeTestDb(db);
    fs.rmSync(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
  });

  const visit = (authorization?: string) =>
    fetch(base, { headers: authorization ? { authorization } : {} });

  it('answers 401 with the challenge without the editor credentials, 200 with them', async () => {
    ensureEditorPassword();
    const password = fs.readFileSync(path.join(dataDir, EDITOR_PASSWORD_FILE), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(String(jest.mocked(console.info).mock.calls[0]?.[0])).toContain(password);

    const anonymous = await visit();
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Basic realm="Switchboard editor"');
    expect(await anonymous.text()).toBe('');
    expect((await visit(basic('editor', `${password}x`))).status).toBe(401);
    // The lead view's user is not an editor.
    expect((await visit(basic('marketing', password))).status).toBe(401);
    // Both wrong guesses count toward the login lockout, in the database every instance shares.
    const counted = await db
      .selectFrom('rate_limits')
      .select((eb) => eb.fn.sum<number>('count').as('guesses'))
      .where('policy', '=', 'editorLoginPerIp')
      .executeTakeFirst();
    expect(Number(counted?.guesses)).toBe(2);

    const editor = await visit(basic('editor', password));
    expect(editor.status).toBe(200);
    expect(await editor.text()).toBe('editor');
  });

  it('uses EDITOR_USERNAME and EDITOR_PASSWORD when set, and generates nothing', async () => {
    process.env.EDITOR_USERNAME = 'writer';
    process.env.EDITOR_PASSWORD = 'correct horse battery staple';
    resetEnvForTests();
    ensureEditorPassword();
    expect(fs.existsSync(path.join(dataDir, EDITOR_PASSWORD_FILE))).toBe(false);
    expect((await visit(basic('writer', 'correct horse battery staple'))).status).toBe(200);
  });

  it('does not exist outside the local and test stages in local mode (404, even signed in)', async () => {
    process.env.APP_STAGE = 'preview';
    process.env.EDITOR_PASSWORD = 'correct horse battery staple';
    resetEnvForTests();
    const answer = await visit(basic('editor', 'correct horse battery staple'));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
  });

  it('generates a preview secret into data/ on a fresh start, and the link with it opens preview', () => {
    expect(isPreviewSecretValid('anything')).toBe(false);
    ensurePreviewSecret();
    const secret = fs.readFileSync(path.join(dataDir, PREVIEW_SECRET_FILE), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(20);
    expect(isPreviewSecretValid(secret)).toBe(true);
    expect(isPreviewSecretValid(`${secret}x`)).toBe(false);
  });
});

describe('editor storage configuration', () => {
  const production = {
    APP_STAGE: 'production',
    SITE_URL: 'https://www.switchboard.example',
    PREVIEW_SECRET: 'p'.repeat(32),
    SESSION_SECRET: 's'.repeat(32),
    LEADS_PASSWORD: 'leads password',
    BUGSNAG_API_KEY: 'bugsnag',
  };
  const github = {
    KEYSTATIC_STORAGE: 'github',
    KEYSTATIC_GITHUB_REPO: 'switchboard/website',
    KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.client',
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
    KEYSTATIC_SECRET: 'k'.repeat(40),
    EDITOR_PASSWORD: 'editor password',
  };

  it('refuses to start the production stage with local mode, naming the fix', () => {
    expect(() => parseEnv(production)).toThrow(EnvError);
    expect(() => parseEnv(production)).toThrow(/production stage does not start with it/);
    expect(() => parseEnv({ ...production, KEYSTATIC_STORAGE: 'local' })).toThrow(
      /Set KEYSTATIC_STORAGE=github/,
    );
  });

  it('starts production in GitHub mode with the repository and app credentials', () => {
    const env = parseEnv({ ...production, ...github });
    expect(env.KEYSTATIC_STORAGE).toBe('github');
    expect(keystaticStorage(env.KEYSTATIC_STORAGE, env.KEYSTATIC_GITHUB_REPO)).toEqual({
      kind: 'github',
      repo: { owner: 'switchboard', name: 'website' },
    });
  });

  it('names each missing or malformed GitHub setting', () => {
    const { KEYSTATIC_GITHUB_CLIENT_SECRET: _secret, ...withoutSecret } = github;
    expect(() => parseEnv({ ...production, ...withoutSecret })).toThrow(
      /KEYSTATIC_GITHUB_CLIENT_SECRET is required/,
    );
    expect(() => parseEnv({ ...production, ...github, KEYSTATIC_GITHUB_REPO: 'website' })).toThrow(
      /KEYSTATIC_GITHUB_REPO must be owner\/name/,
    );
    expect(() => parseEnv({ ...production, ...github, KEYSTATIC_SECRET: 'short' })).toThrow(
      /KEYSTATIC_SECRET must be at least 32 characters/,
    );
    const { EDITOR_PASSWORD: _password, ...withoutPassword } = github;
    expect(() => parseEnv({ ...production, ...withoutPassword })).toThrow(
      /EDITOR_PASSWORD is required/,
    );
  });

  it('runs local mode by default in the local and test stages', () => {
    expect(parseEnv({}).KEYSTATIC_STORAGE).toBe('local');
    expect(parseEnv({ APP_STAGE: 'test' }).KEYSTATIC_STORAGE).toBe('local');
    expect(keystaticStorage(undefined, undefined)).toEqual({ kind: 'local' });
  });
});
