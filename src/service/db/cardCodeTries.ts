// The card page's memory of wrong access codes (by pass and client) and of the devices that
// opened each pass, kept in the service's database so a restart forgets neither.
import type { Db } from './database';

export interface CodeMiss {
  client: string;
  at: number;
}

/** Devices remembered per pass; the oldest is forgotten beyond it. */
const DEVICES_PER_CARD = 20;

export class CardCodeTries {
  private readonly stmts;

  constructor(db: Db) {
    this.stmts = {
      misses: db.prepare<[string, number], CodeMiss>(
        'SELECT client, at FROM card_code_misses WHERE card_id = ? AND at > ? ORDER BY at',
      ),
      addMiss: db.prepare('INSERT INTO card_code_misses (card_id, client, at) VALUES (?, ?, ?)'),
      dropOld: db.prepare('DELETE FROM card_code_misses WHERE card_id = ? AND at <= ?'),
      forgetClient: db.prepare('DELETE FROM card_code_misses WHERE card_id = ? AND client = ?'),
      addDevice: db.prepare(
        `INSERT INTO card_devices (card_id, device_hash, at) VALUES (?, ?, ?)
         ON CONFLICT (card_id, device_hash) DO UPDATE SET at = excluded.at`,
      ),
      dropDevices: db.prepare(
        `DELETE FROM card_devices WHERE card_id = ? AND device_hash NOT IN (
           SELECT device_hash FROM card_devices WHERE card_id = ? ORDER BY at DESC LIMIT ?)`,
      ),
      knowsDevice: db
        .prepare<[string, string], number>(
          'SELECT 1 FROM card_devices WHERE card_id = ? AND device_hash = ?',
        )
        .pluck(),
    };
  }

  /** The pass's wrong codes after `since` (ms), oldest first. */
  missesSince(cardId: string, since: number): CodeMiss[] {
    return this.stmts.misses.all(cardId, since);
  }

  /** Records a wrong code, and forgets the pass's misses from before `keepAfter`. */
  recordMiss(cardId: string, client: string, at: number, keepAfter: number): void {
    this.stmts.dropOld.run(cardId, keepAfter);
    this.stmts.addMiss.run(cardId, client, at);
  }

  /** A right code clears that client's misses, not anyone else's. */
  forgetClient(cardId: string, client: string): void {
    this.stmts.forgetClient.run(cardId, client);
  }

  rememberDevice(cardId: string, deviceHash: string, at: number): void {
    this.stmts.addDevice.run(cardId, deviceHash, at);
    this.stmts.dropDevices.run(cardId, cardId, DEVICES_PER_CARD);
  }

  knowsDevice(cardId: string, deviceHash: string): boolean {
    return this.stmts.knowsDevice.get(cardId, deviceHash) === 1;
  }
}
