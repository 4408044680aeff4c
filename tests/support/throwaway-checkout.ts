import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway checkout holding the given content files (path -> text), for tests that read
 * content with Keystatic's reader (`contentReader(root)`) without touching this one. Remove it
 * with fs.rmSync(root, { recursive: true, force: true }).
 */
export function throwawayCheckout(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
