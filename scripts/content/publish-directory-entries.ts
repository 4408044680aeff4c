/**
 * One-off step of decision 0196: integrations, jobs, resources and webinars gained the editor's
 * Draft box, which starts ticked. Every entry saved before it was public, so each file without a
 * `draft` line gets `draft: false` (at the end, where the editor writes it: the schema's last field).
 *
 * Re-runnable: a file that already says draft or not is left alone.
 * Run: node --import tsx scripts/content/publish-directory-entries.ts
 */
import fs from 'node:fs';
import path from 'node:path';

const FOLDERS = [
  'content/integrations',
  'content/jobs',
  'content/resources/guides',
  'content/resources/webinars',
];

let marked = 0;
for (const folder of FOLDERS) {
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.yaml'))) {
    const file = path.join(folder, name);
    const yaml = fs.readFileSync(file, 'utf8');
    if (/^draft: /m.test(yaml)) continue;
    fs.writeFileSync(file, `${yaml.trimEnd()}\ndraft: false\n`);
    marked += 1;
  }
}
console.info(`${marked} entries marked published (draft: false).`);
