// Opens a workspace's SQLite file safely: pragmas, migrations, integrity check, owner-only mode.
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import { said } from '@shared/i18n/said';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { newestBackup, restoreBackup } from './backup';

export type Db = Database.Database;

export interface OpenOptions {
  nativeBinding?: string;
  backupDir: string;
  /** Called when the file was damaged and replaced by a backup, with a sentence to show. */
  onRecovered?: (message: string) => void;
}

export const PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  // A member erased on request leaves no trace in freed pages: deleted content is zeroed.
  'secure_delete = ON',
] as const;

export function applyPragmas(db: Db): void {
  for (const pragma of PRAGMAS) db.pragma(pragma);
}

/** Restricts the database and its WAL side files to their owner. */
export function restrictToOwner(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

function migrate(db: Db, path: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw failure('internal', 'store.database.newer', {
      path,
      version: String(version),
      known: String(SCHEMA_VERSION),
    });
  }
  if (version === SCHEMA_VERSION) return;
  db.transaction(() => {
    for (let next = version; next < SCHEMA_VERSION; next++) db.exec(MIGRATIONS[next]!);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

function openChecked(path: string, options: OpenOptions): Db {
  const db = new Database(
    path,
    options.nativeBinding ? { nativeBinding: options.nativeBinding } : {},
  );
  try {
    applyPragmas(db);
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`integrity check: ${String(result)}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function isDamage(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    code === 'SQLITE_CORRUPT' ||
    code === 'SQLITE_NOTADB' ||
    (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT')) ||
    message.startsWith('integrity check')
  );
}

/** Opens (creating if needed) and migrates; a damaged file is set aside and the newest backup used. */
export function openDatabase(path: string, options: OpenOptions): Db {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let db: Db;
  try {
    db = openChecked(path, options);
  } catch (error) {
    if (!isDamage(error)) throw error;
    const aside = `${path}.damaged-${Date.now()}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
    }
    const backup = newestBackup(options.backupDir);
    if (!backup) {
      throw failure('internal', 'store.database.damagedNoBackup', { path, aside });
    }
    restoreBackup(backup, path);
    db = openChecked(path, options);
    options.onRecovered?.(
      inEnglish(said('store.database.recovered', { aside, takenAt: backup.takenAt })),
    );
  }
  migrate(db, path);
  restrictToOwner(path);
  return db;
}
