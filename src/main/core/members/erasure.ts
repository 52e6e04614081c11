// What the station keeps of a member erased on request: an anonymous id in their place, and a
// keyed digest of each id they had so nothing brings them back. Everything else of theirs goes.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../store/database';
import { memberLane } from '../outbox/payloads';

const KEY_META = 'erasure_key';
/** A value shorter than this is not looked for in free text ("Al" is in too many words). */
const SCRUBBED_AT_LEAST = 3;

/** The member as the station knew them: every id and value of theirs to forget. */
export interface ErasedMember {
  /** Every id the member went by here: the service's, a local one, their pass. */
  ids: string[];
  /** Their values as the station kept or queued them (names, numbers, addresses). */
  values: string[];
  anonymousId: string;
  at: string;
}

export class ErasedMembers {
  private readonly stmts;
  private key: string | null = null;
  /** Whether another station of the store erased this id (lan/records), when stations share. */
  storeWide: ((id: string) => boolean) | null = null;

  constructor(private readonly db: Db) {
    this.stmts = {
      key: db.prepare('SELECT value FROM cache_meta WHERE key = ?').pluck(),
      setKey: db.prepare('INSERT OR IGNORE INTO cache_meta (key, value) VALUES (?, ?)'),
      any: db.prepare('SELECT 1 FROM erased_members LIMIT 1').pluck(),
      has: db.prepare('SELECT 1 FROM erased_members WHERE digest = ?').pluck(),
      add: db.prepare('INSERT OR IGNORE INTO erased_members (digest, erased_at) VALUES (?, ?)'),
      scrubJournal: db.prepare(
        'UPDATE journal SET detail = replace(detail, @text, @by) WHERE instr(detail, @text) > 0',
      ),
      scrubErrors: db.prepare(
        `UPDATE outbox SET last_error = replace(last_error, @text, @by)
         WHERE instr(last_error, @text) > 0`,
      ),
      answered: db.prepare(
        `UPDATE outbox SET customer_id = @anon, lane = @lane,
           payload = json_set(payload, '$.customerId', @anon),
           result = CASE WHEN result IS NULL THEN NULL ELSE json_set(result, '$.customerId', @anon) END
         WHERE id = @id`,
      ),
    };
  }

  private digest(id: string): string {
    if (this.key === null) {
      this.stmts.setKey.run(KEY_META, randomBytes(32).toString('hex'));
      this.key = String(this.stmts.key.get(KEY_META));
    }
    return createHmac('sha256', this.key).update(id).digest('hex');
  }

  /**
   * The same for all of a member's lines, so counts still add up; keyed with this station's own
   * secret, so a list of the service's ids does not tell whose it is.
   */
  anonymousId(customerId: string): string {
    return `erased-${this.digest(customerId).slice(0, 12)}`;
  }

  /** Whether this id (a member's or a pass's) was erased here, or at another of the store's. */
  has(id: string): boolean {
    if (this.storeWide?.(id)) return true;
    if (this.stmts.any.get() === undefined) return false;
    return this.stmts.has.get(this.digest(id)) !== undefined;
  }

  /**
   * Call inside the erasure's transaction, after their waiting items were discarded: their
   * items, journal lines and visits keep only the anonymous id, and no value of theirs is left.
   */
  forget(member: ErasedMember): void {
    const { ids, anonymousId: anon } = member;
    const marks = ids.map(() => '?').join(', ');
    const items = `SELECT id FROM outbox WHERE customer_id IN (${marks})`;
    const db = this.db;
    db.prepare(
      `UPDATE journal SET detail = '' WHERE item_id IN (${items}) AND action IN ('enrol', 'updateMember')`,
    ).run(...ids);
    db.prepare(
      `UPDATE outbox SET customer_id = ?, lane = ?,
         payload = CASE kind
           WHEN 'enrol' THEN json_set(payload, '$.fields', json('{}'))
           WHEN 'updateMember' THEN json_set(payload, '$.fields', json('{}'), '$.customerId', ?)
           WHEN 'checkIn' THEN json_set(payload, '$.customerId', ?, '$.notification', NULL)
           ELSE payload END,
         result = CASE WHEN json_type(result, '$.customerId') IS NULL THEN result
           WHEN json_type(result, '$.cardId') IS NULL THEN json_set(result, '$.customerId', ?)
           ELSE json_set(result, '$.customerId', ?, '$.cardId', ?) END
       WHERE customer_id IN (${marks})`,
    ).run(anon, memberLane(anon), anon, anon, anon, anon, anon, ...ids);
    // The flags' copy of the store's visits and their flags too (flags/).
    for (const table of [
      'activity',
      'activity_members',
      'activity_member_days',
      'flag_events',
      'flags',
    ]) {
      db.prepare(
        `UPDATE OR IGNORE ${table} SET customer_id = ? WHERE customer_id IN (${marks})`,
      ).run(anon, ...ids);
    }
    db.prepare(
      `UPDATE OR IGNORE activity_member_weeks SET customer_id = ? WHERE customer_id IN (${marks})`,
    ).run(anon, ...ids);
    for (const table of [
      'activity',
      'activity_members',
      'activity_member_days',
      'activity_member_weeks',
    ]) {
      db.prepare(`DELETE FROM ${table} WHERE customer_id IN (${marks})`).run(...ids);
    }
    db.prepare(`UPDATE member_imports SET customer_id = ? WHERE customer_id IN (${marks})`).run(
      anon,
      ...ids,
    );
    this.scrubText(member);
    for (const id of ids) this.stmts.add.run(this.digest(id), member.at);
  }

  /** Their ids and values taken out of every line of free text the station keeps. */
  private scrubText(member: ErasedMember): void {
    const replacing = [
      ...member.ids.map((id) => [id, member.anonymousId] as const),
      ...member.values
        .filter((v) => v.trim().length >= SCRUBBED_AT_LEAST)
        .map((v) => [v, '[erased]'] as const),
    ];
    for (const [text, by] of replacing) {
      this.stmts.scrubJournal.run({ text, by });
      this.stmts.scrubErrors.run({ text, by });
    }
  }

  /**
   * The service answered the erasure: its item, which had to carry the service's id to be sent,
   * keeps only the anonymous id from now on.
   */
  answered(itemId: string, anonymousId: string): void {
    this.stmts.answered.run({ anon: anonymousId, lane: memberLane(anonymousId), id: itemId });
  }
}
