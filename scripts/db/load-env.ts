/**
 * The release scripts read their environment the way `next start` does (decision 0249): the
 * project folder's .env.production.local, .env.local, .env.production and .env, each variable
 * only where the process environment does not already set it. Imported first by each script,
 * before lib/env.ts parses the environment; without it, a DATABASE_URL kept in .env went
 * unseen and `npm run migrate` migrated SQLite instead.
 */
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

const { loadedEnvFiles } = loadEnvConfig(process.cwd());
if (loadedEnvFiles.length > 0) {
  const files = loadedEnvFiles.map((file) => path.relative(process.cwd(), file.path));
  console.info(`[env] read ${files.join(', ')}`);
}
