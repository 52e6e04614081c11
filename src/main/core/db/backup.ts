// Online backups of a workspace database with db.backup(), rotated, owner-only.
import { chmodSync, copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'backup-';
const SUFFIX = '.sqlite';

/** All a backup needs of the open database (better-sqlite3's online copy). */
export interface CopiedDatabase {
  backup(destination: string): Promise<unknown>;
}

export interface BackupFile {
  path: string;
  takenAt: string;
}

function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.startsWith(PREFIX) && n.endsWith(SUFFIX))
    .sort()
    .map((n) => ({
      path: join(dir, n),
      takenAt: new Date(Number(n.slice(PREFIX.length, -SUFFIX.length))).toISOString(),
    }));
}

export function newestBackup(dir: string): BackupFile | null {
  return listBackups(dir).at(-1) ?? null;
}

export function restoreBackup(backup: BackupFile, target: string): void {
  copyFileSync(backup.path, target);
  chmodSync(target, 0o600);
}

/** Takes a consistent copy while the database stays in use, then keeps only the newest `keep`. */
export async function takeBackup(
  db: CopiedDatabase,
  dir: string,
  keep: number,
  now: number,
): Promise<BackupFile> {
  const taken = await copyNow(db, dir, now);
  const all = listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) rmSync(old.path, { force: true });
  return taken;
}

/** A fresh copy, and every other backup removed, whatever its time says. */
export async function replaceBackups(
  db: CopiedDatabase,
  dir: string,
  now: number,
): Promise<BackupFile> {
  const taken = await copyNow(db, dir, now);
  for (const old of listBackups(dir))
    if (old.path !== taken.path) rmSync(old.path, { force: true });
  return taken;
}

async function copyNow(db: CopiedDatabase, dir: string, now: number): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${PREFIX}${String(now).padStart(15, '0')}${SUFFIX}`);
  await db.backup(path);
  chmodSync(path, 0o600);
  return { path, takenAt: new Date(now).toISOString() };
}
