import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drawableText } from './fonts';

const run = promisify(execFile);

describe('the share image (GET /api/og)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers 200 image/png for titles with emoji and other scripts, and never reaches the network', async () => {
    const titles = [
      'Ship faster 🚀',
      '👋🏽',
      '客服 help desk',
      'Привет, Ελλάδα, Tiếng Việt',
      'Plain',
    ];
    const worker = path.join(__dirname, 'test-support', 'offline-og-worker.ts');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', worker], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, OG_TITLES: JSON.stringify(titles) },
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      answers: { title: string; status: number; contentType: string; png: boolean }[];
      outbound: string[];
    };
    expect(result.answers).toEqual(
      titles.map((title) => ({ title, status: 200, contentType: 'image/png', png: true })),
    );
    expect(result.outbound).toEqual([]);
  }, 120_000);

  it('draws only what the shipped Inter has: emoji and CJK are left out, accents, Cyrillic and Greek stay', () => {
    expect(drawableText('Ship faster 🚀 today')).toBe('Ship faster today');
    expect(drawableText('👋🏽')).toBe('');
    expect(drawableText('客服 help desk')).toBe('help desk');
    expect(drawableText('Ünïcödé Привет Ελλάδα Tiếng Việt')).toBe(
      'Ünïcödé Привет Ελλάδα Tiếng Việt',
    );
  });
});
