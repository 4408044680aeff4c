import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A singleton as saved in the editor, or some fields of a collection entry (its images). */
export type EntryToSave = { root: string } & (
  | { singleton: string; data?: unknown }
  | { collection: string; slug: string; fields: string[]; data: unknown }
);

/** What one save in the editor writes; `files` are base64 on their way out of editor-save-run.ts. */
export interface EditorSave<Contents = Buffer> {
  /** The entry's fields as saved (the YAML, parsed). */
  value: Record<string, unknown>;
  /** Every file the save writes (path from the checkout's root -> contents), the YAML file too. */
  files: Record<string, Contents>;
  /** Files the entry used before that the save deletes. */
  deletions: string[];
}

const PROJECT = path.resolve(__dirname, '../..');

/**
 * Saves an entry the way Keystatic's editor does, with its own parse and serialize (run in a
 * child process by editor-save-run.ts). `data` is the entry as its YAML holds it after the
 * editor's changes (a singleton's is read from `root` when left out); its images are read from
 * the files their addresses name under `root`, as the editor opens them.
 */
export function saveInEditor(entry: EntryToSave): EditorSave {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT, 'tests/support/editor-save-run.ts')],
    { cwd: PROJECT, input: JSON.stringify(entry), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const saved = JSON.parse(output) as EditorSave<string>;
  return {
    ...saved,
    files: Object.fromEntries(
      Object.entries(saved.files).map(([file, base64]) => [file, Buffer.from(base64, 'base64')]),
    ),
  };
}

/** A YAML file of this checkout, read with the YAML library Keystatic's editor uses. */
export function savedYaml(file: string): unknown {
  const yaml = createRequire(require.resolve('@keystatic/core/package.json'))('js-yaml') as {
    load(text: string): unknown;
  };
  return yaml.load(fs.readFileSync(file, 'utf8'));
}
