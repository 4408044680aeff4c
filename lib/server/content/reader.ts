import '@/lib/server/only-on-server';
import { createReader } from '@keystatic/core/reader';
import keystaticConfig from '@/keystatic.config';

/**
 * The one way the site reads what editors save (decision 0162): Keystatic's reader over the files of
 * keystatic.config.ts's collections and singletons. Every content loader goes through it, so the
 * shapes (Entry<...>) come from the editor's schema and nothing holds a twin interface.
 *
 * The reader reads the files at each call (no cache): a preview or a revalidated page shows the
 * latest saved text. `root` is the checkout to read (tests point it at a copy).
 */
export function contentReader(root: string = process.cwd()) {
  return createReader(root, keystaticConfig);
}
