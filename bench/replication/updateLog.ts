// Durable storage for engines whose own way is "store each update, merge them now and then" (the
// approach of y-leveldb and y-indexeddb, and of Loro's update and snapshot exports).
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** y-leveldb and y-indexeddb merge their update rows into one once this many pile up. */
export const MERGE_AFTER_ROWS = 500;

export class UpdateLog {
  readonly #db: Database.Database;
  readonly #append: Database.Statement<[Uint8Array]>;
  #rows: number;

  constructor(dir: string) {
    this.#db = new Database(join(dir, 'updates.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS updates (seq INTEGER PRIMARY KEY, data BLOB NOT NULL) STRICT',
    );
    this.#append = this.#db.prepare('INSERT INTO updates (data) VALUES (?)');
    this.#rows = (this.#db.prepare('SELECT count(*) AS n FROM updates').get() as { n: number }).n;
  }

  /** Appends one update; returns true when the log has grown enough to be merged. */
  append(update: Uint8Array): boolean {
    this.#append.run(update);
    this.#rows += 1;
    return this.#rows >= MERGE_AFTER_ROWS;
  }

  all(): Uint8Array[] {
    return (
      this.#db.prepare('SELECT data FROM updates ORDER BY seq').all() as { data: Buffer }[]
    ).map((row) => new Uint8Array(row.data));
  }

  /** Replaces every row with one merged state, in one transaction so a crash keeps one or the other. */
  replaceWith(merged: Uint8Array): void {
    this.#db.transaction(() => {
      this.#db.exec('DELETE FROM updates');
      this.#append.run(merged);
    })();
    this.#rows = 1;
  }

  /** Gives the freed pages back to the file system and folds the WAL in, so disk use is at rest. */
  vacuum(): void {
    this.#db.exec('VACUUM');
    this.#db.pragma('wal_checkpoint(TRUNCATE)');
  }

  checkpoint(): void {
    this.#db.pragma('wal_checkpoint(TRUNCATE)');
  }

  close(): void {
    this.#db.close();
  }
}
