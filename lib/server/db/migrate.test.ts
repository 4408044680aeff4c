import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, readMigrations } from './migrate';

describe('migration runner', () => {
  it('applies every migration once, in order, and records it', () => {
    const db = new Database(':memory:');
    const first = migrate(db);
    expect(first).toEqual(readMigrations().map((m) => m.id));
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as {
      id: string;
    }[];
    expect(rows.map((r) => r.id)).toEqual(first);
  });

  it('rolls back a failing migration and leaves earlier ones applied', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.writeFileSync(path.join(dir, '001-good.sql'), 'CREATE TABLE good (id INTEGER);');
    fs.writeFileSync(
      path.join(dir, '002-bad.sql'),
      'CREATE TABLE half (id INTEGER); SELECT * FROM missing;',
    );
    const db = new Database(':memory:');
    expect(() => migrate(db, readMigrations(dir))).toThrow(/no such table: missing/);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['good']));
    expect(tables.map((t) => t.name)).not.toContain('half');
  });
});
