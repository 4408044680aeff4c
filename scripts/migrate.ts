/** `npm run migrate`: creates the SQLite database under DATA_DIR and applies pending migrations. */
import { databasePath, openDatabase } from '@/lib/server/db';

const file = databasePath();
const db = openDatabase(file);
const count = (db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n;
console.info(`[migrate] ${file}: ${count} migrations applied`);
db.close();
