// How a change of this station was made, kept beside its outbox item for the flags: scanned,
// typed into the scan box, or picked from a search or the members list.
import type { Db } from '../db/database';
import type { How } from './flagEvent';

/** Call inside the transaction that stores the item (its fsync outweighs the statement's making). */
export function recordHow(db: Db, itemId: string, how: How): void {
  db.prepare<[string, string]>(
    `INSERT INTO flag_how (item_id, how) VALUES (?, ?) ON CONFLICT DO NOTHING`,
  ).run(itemId, how);
}
