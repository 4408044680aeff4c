import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway copy of this checkout with some files added or replaced (path -> text), for tests
 * that run loaders, routes and pages against content this checkout does not hold (run them with
 * process.chdir(root)). Only the folders on the way to a given file are real, their files copied
 * (Keystatic's reader lists files, not links); every other folder is a link to this checkout's.
 * Remove it with fs.rmSync(root, { recursive: true, force: true }).
 */
export function overlayCheckout(files: Record<string, string>, source = process.cwd()): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'overlay-'));
  const real = new Set<string>(['']);
  const linkChildren = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(source, folder), { withFileTypes: true })) {
      if (entry.name === '.git') continue;
      const [from, to] = [
        path.join(source, folder, entry.name),
        path.join(root, folder, entry.name),
      ];
      if (entry.isFile()) fs.copyFileSync(from, to);
      else fs.symlinkSync(from, to);
    }
  };
  linkChildren('');
  for (const [file, text] of Object.entries(files)) {
    const segments = path.dirname(file).split('/');
    for (let depth = 1; depth <= segments.length; depth += 1) {
      const folder = segments.slice(0, depth).join('/');
      if (real.has(folder)) continue;
      fs.rmSync(path.join(root, folder), { force: true });
      fs.mkdirSync(path.join(root, folder));
      if (fs.existsSync(path.join(source, folder))) linkChildren(folder);
      real.add(folder);
    }
    fs.rmSync(path.join(root, file), { force: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * For a suite that reads content from overlays: each call makes one from this checkout and moves
 * the process into it; after the suite the process moves back and every overlay is removed.
 */
export function overlaysForSuite(): (files: Record<string, string>) => void {
  const home = process.cwd();
  const roots: string[] = [];
  afterAll(() => {
    process.chdir(home);
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });
  return (files) => {
    const root = overlayCheckout(files, home);
    roots.push(root);
    process.chdir(root);
  };
}
