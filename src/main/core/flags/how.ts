// How a change of this station was made, kept beside its outbox item for the flags: scanned,
// typed into the scan box, or picked from a search or the members list.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import type { How } from './flagEvent';

const statements = new WeakMap<Db, Statement<[string, string]>>();

/** Call inside the transaction that stores the item. */
export function recordHow(db: Db, itemId: string, how: How): void {
  let insert = statements.get(db);
  if (!insert) {
    insert = db.prepare<[string, string]>(
      `INSERT INTO flag_how (item_id, how) VALUES (?, ?) ON CONFLICT DO NOTHING`,
    );
    statements.set(db, insert);
  }
  insert.run(itemId, how);
}
