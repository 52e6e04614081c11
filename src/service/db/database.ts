// Opens the service's SQLite file (durable: WAL, synchronous=FULL) and applies its migrations.
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/** `nativeBinding`: the addon built for the running runtime (Electron's differs from Node's). */
export function openDb(path: string, nativeBinding?: string): Db {
  const db = new Database(path, nativeBinding ? { nativeBinding } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies the migrations not yet recorded in `user_version`, each in one transaction. */
function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new Error(
      `the database was written by a newer service (schema ${applied}, this one knows ${MIGRATIONS.length})`,
    );
  }
  for (let version = applied; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function closeDb(db: Db): void {
  if (!db.open) return;
  db.pragma('optimize');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
