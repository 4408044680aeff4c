import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES_UNDER_TEST } from '../support/routes-under-test';
import { VNU_JAR, vnuFindings, type VnuReport } from '../support/html-checker';

/**
 * Issue 14, item 11: every route of the route list is valid HTML, as the Nu HTML Checker (vnu.jar,
 * on Debian's Java; the Makefile installs it) reads the server's answer. One vnu run checks every
 * page: starting Java once per route would cost seconds each.
 */
test('every route of the route list is valid HTML (Nu HTML Checker)', async ({ request }) => {
  test.setTimeout(240_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'sb-vnu-'));
  try {
    const routeOfFile = new Map<string, string>();
    const problems: string[] = [];
    for (const [index, route] of ROUTES_UNDER_TEST.entries()) {
      const response = await request.get(route, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${route}: answered ${response.status()}`);
        continue;
      }
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, await response.body());
      routeOfFile.set(file, route);
    }

    const vnu = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...routeOfFile.keys()],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (vnu.error) {
      throw new Error(
        `Cannot run the Nu HTML Checker (${vnu.error.message}): install Java 17+ (make test installs Debian's default-jre-headless)`,
      );
    }
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(vnu.stderr) as VnuReport;
    problems.push(...vnuFindings(report, (file) => routeOfFile.get(file) ?? file));
    expect(problems).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
