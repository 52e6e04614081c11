// What the station keeps of a member erased on request: an anonymous id in their place, and a
// keyed digest of each id they had so nothing brings them back. Everything else of theirs goes.
// Both are keyed twice: with a key in this database, then with the station's secret, kept outside
// it (settings/stationSecret.ts), so a copy of the database alone cannot confirm a guessed id.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { memberLane } from '../outbox/payloads';
import type { StationSecret } from '../settings/stationSecret';

const anonymousOf = (digest: string) => `erased-${digest.slice(0, 12)}`;

const KEY_META = 'erasure_key';
/** Set once the digests and anonymous ids written with the database's key alone were rekeyed. */
const REKEYED_META = 'erasure_rekeyed';
const ACTIVITY_TABLES = [
  'activity',
  'activity_members',
  'activity_member_days',
  'activity_member_weeks',
] as const;
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

/** The store's erasures, when stations share (store/records): another's seen, this one's told. */
export interface StoreWideErasures {
  has(id: string): boolean;
  /** Call inside the erasure's transaction. */
  share(ids: readonly string[], at: string): void;
}

export class ErasedMembers {
  private readonly stmts;
  private key: string | null = null;
  private secret: StationSecret | null = null;
  /** The store's erasures (store/records), set when the workspace's records start sharing. */
  storeWide: StoreWideErasures | null = null;

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
           payload = json_remove(json_set(payload, '$.customerId', @anon), '$.sealedCustomerId'),
           result = CASE WHEN result IS NULL THEN NULL ELSE json_set(result, '$.customerId', @anon) END
         WHERE id = @id`,
      ),
    };
  }

  /** The digest with the database's key alone: how erasures were keyed before the secret. */
  private innerDigest(id: string): string {
    if (this.key === null) {
      this.stmts.setKey.run(KEY_META, randomBytes(32).toString('hex'));
      this.key = String(this.stmts.key.get(KEY_META));
    }
    return createHmac('sha256', this.key).update(id).digest('hex');
  }

  private digest(id: string): string {
    const inner = this.innerDigest(id);
    return this.secret ? this.secret.digest('erasedIds', inner) : inner;
  }

  /**
   * Keys every digest and anonymous id with the station's secret from now on (call once, when
   * the workspace opens), and rewrites those written with the database's key alone: each
   * digest is keyed again (no id is needed for that), and each anonymous id made from one is
   * replaced wherever it stands. One transaction: a crash leaves all of them old or all new.
   */
  keyWith(secret: StationSecret): void {
    this.secret = secret;
    if (this.stmts.key.get(REKEYED_META) !== undefined) return;
    const db = this.db;
    const olds = db.prepare('SELECT digest FROM erased_members').pluck().all() as string[];
    const rekey = db.prepare('UPDATE erased_members SET digest = ? WHERE digest = ?');
    const outbox = db.prepare(
      `UPDATE outbox SET customer_id = replace(customer_id, @from, @to),
         lane = replace(lane, @from, @to), payload = replace(payload, @from, @to),
         result = replace(result, @from, @to), last_error = replace(last_error, @from, @to)
       WHERE customer_id = @from OR instr(payload, @from) > 0 OR instr(result, @from) > 0
         OR instr(last_error, @from) > 0`,
    );
    const renamed = [
      ...ACTIVITY_TABLES.map((table) =>
        db.prepare(`UPDATE ${table} SET customer_id = @to WHERE customer_id = @from`),
      ),
      db.prepare('UPDATE member_imports SET customer_id = @to WHERE customer_id = @from'),
    ];
    db.transaction(() => {
      for (const old of olds) {
        const next = secret.digest('erasedIds', old);
        const change = { from: anonymousOf(old), to: anonymousOf(next) };
        outbox.run(change);
        this.stmts.scrubJournal.run({ text: change.from, by: change.to });
        for (const statement of renamed) statement.run(change);
        rekey.run(next, old);
      }
      this.stmts.setKey.run(REKEYED_META, '1');
    })();
  }

  /**
   * The same for all of a member's lines, so counts still add up; keyed with this station's own
   * secret, so a list of the service's ids does not tell whose it is.
   */
  anonymousId(customerId: string): string {
    return anonymousOf(this.digest(customerId));
  }

  /** Whether this id (a member's or a pass's) was erased here, or at another of the store's. */
  has(id: string): boolean {
    if (this.storeWide?.has(id)) return true;
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
           WHEN 'enrol' THEN json_remove(json_set(payload, '$.fields', json('{}')), '$.sealedCode')
           WHEN 'updateMember' THEN json_remove(
             json_set(payload, '$.fields', json('{}'), '$.customerId', ?), '$.sealedCode')
           WHEN 'checkIn' THEN json_set(payload, '$.customerId', ?, '$.notification', NULL)
           ELSE payload END,
         result = CASE WHEN json_type(result, '$.customerId') IS NULL THEN result
           WHEN json_type(result, '$.cardId') IS NULL THEN json_set(result, '$.customerId', ?)
           ELSE json_set(result, '$.customerId', ?, '$.cardId', ?) END
       WHERE customer_id IN (${marks})`,
    ).run(anon, memberLane(anon), anon, anon, anon, anon, anon, ...ids);
    // The flags' copy of the store's visits and their flags too (flags/).
    for (const table of [...ACTIVITY_TABLES, 'flag_events', 'flags']) {
      db.prepare(
        `UPDATE OR IGNORE ${table} SET customer_id = ? WHERE customer_id IN (${marks})`,
      ).run(anon, ...ids);
    }
    for (const table of ACTIVITY_TABLES) {
      db.prepare(`DELETE FROM ${table} WHERE customer_id IN (${marks})`).run(...ids);
    }
    // Their import keys go: a key would tell a guess of their values, and keep the same file
    // from adding them again.
    db.prepare(`DELETE FROM member_imports WHERE customer_id IN (${marks})`).run(...ids);
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
