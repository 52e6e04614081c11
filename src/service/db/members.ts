// Members and their passes (one pass per member), and the check-in activity log.
import type { ActivityEntry, CheckInKind, NotificationData, StateType } from '@shared/api';
import { newId, nowIso } from '../ids';
import type { Db } from './database';

export interface MemberRecord {
  customerId: string;
  cardId: string;
  accountId: string;
  groupId: string;
  dynamicFields: Record<string, string>;
  count: number | null;
  stateType: StateType;
  /** The pass as last rendered: the template filled with this member's values. */
  pass: Record<string, unknown>;
  renderedVersion: number;
}

interface MemberRow {
  customer_id: string;
  card_id: string;
  account_id: string;
  group_id: string;
  dynamic_fields: string;
  count: number | null;
  state_type: string;
  pass: string;
  rendered_version: number;
}

const toMember = (row: MemberRow): MemberRecord => ({
  customerId: row.customer_id,
  cardId: row.card_id,
  accountId: row.account_id,
  groupId: row.group_id,
  dynamicFields: JSON.parse(row.dynamic_fields) as Record<string, string>,
  count: row.count,
  stateType: row.state_type as StateType,
  pass: JSON.parse(row.pass) as Record<string, unknown>,
  renderedVersion: row.rendered_version,
});

export interface NewActivity {
  accountId: string;
  customerId: string;
  kind: CheckInKind;
  previousCount: number;
  updatedCount: number;
  notification?: NotificationData | undefined;
}

export class MemberTable {
  private readonly byCustomer;
  private readonly byCard;
  private readonly setCountStmt;
  private readonly activityInsert;

  constructor(private readonly db: Db) {
    this.byCustomer = db.prepare<[string], MemberRow>(
      'SELECT * FROM members WHERE customer_id = ? AND erased_at IS NULL',
    );
    this.byCard = db.prepare<[string], MemberRow>(
      'SELECT * FROM members WHERE card_id = ? AND erased_at IS NULL',
    );
    this.setCountStmt = db.prepare('UPDATE members SET count = ? WHERE customer_id = ?');
    this.activityInsert = db.prepare(
      `INSERT INTO activity_log (account_id, customer_id, kind, previous_count, updated_count, notification, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  /** Issues a member and their pass; ids are made here. */
  insert(member: Omit<MemberRecord, 'customerId' | 'cardId' | 'stateType'>): MemberRecord {
    const customerId = newId();
    const cardId = newId();
    this.db
      .prepare(
        `INSERT INTO members (customer_id, card_id, account_id, group_id, dynamic_fields, count, pass, rendered_version, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        customerId,
        cardId,
        member.accountId,
        member.groupId,
        JSON.stringify(member.dynamicFields),
        member.count,
        JSON.stringify(member.pass),
        member.renderedVersion,
        nowIso(),
      );
    return toMember(this.byCustomer.get(customerId)!);
  }

  /** The member when it exists and belongs to the account. */
  find(accountId: string, customerId: string): MemberRecord | null {
    const row = this.byCustomer.get(customerId);
    return row && row.account_id === accountId ? toMember(row) : null;
  }

  /** The pass by card id, whichever account owns it (archive tells 403 from 404). */
  findCard(cardId: string): MemberRecord | null {
    const row = this.byCard.get(cardId);
    return row ? toMember(row) : null;
  }

  /** A group's members in the order they were added: all, or one page of them. */
  listGroup(groupId: string, page = { offset: 0, limit: -1 }): MemberRecord[] {
    return this.db
      .prepare<[string, number, number], MemberRow>(
        'SELECT * FROM members WHERE group_id = ? AND erased_at IS NULL ORDER BY rowid LIMIT ? OFFSET ?',
      )
      .all(groupId, page.limit, page.offset)
      .map(toMember);
  }

  /** Every pass issued from a template, archived ones too (an erased one is gone). */
  countForTemplate(dynamicPassId: string): number {
    const row = this.db
      .prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM members m JOIN user_groups g ON g.id = m.group_id
         WHERE g.dynamic_pass_id = ? AND m.erased_at IS NULL`,
      )
      .get(dynamicPassId);
    return row?.n ?? 0;
  }

  /** Passes of a template rendered from a version older than `version`, oldest first. */
  stale(dynamicPassId: string, version: number, limit: number): MemberRecord[] {
    return this.db
      .prepare<[string, number, number], MemberRow>(
        `SELECT m.* FROM members m JOIN user_groups g ON g.id = m.group_id
         WHERE g.dynamic_pass_id = ? AND m.rendered_version < ? AND m.erased_at IS NULL
         ORDER BY m.rowid LIMIT ?`,
      )
      .all(dynamicPassId, version, limit)
      .map(toMember);
  }

  setCount(customerId: string, count: number | null): void {
    this.setCountStmt.run(count, customerId);
  }

  setPass(customerId: string, pass: Record<string, unknown>, version: number): void {
    this.db
      .prepare('UPDATE members SET pass = ?, rendered_version = ? WHERE customer_id = ?')
      .run(JSON.stringify(pass), version, customerId);
  }

  /**
   * Gives a group's members the starting count of a loyalty program: all of them when the group
   * joins a new program, or only those without a count when their card becomes loyal again.
   */
  startCounts(groupId: string, initial: number, only: 'all' | 'unset'): void {
    const unset = only === 'unset' ? ' AND count IS NULL' : '';
    this.db
      .prepare(`UPDATE members SET count = ? WHERE group_id = ?${unset}`)
      .run(initial, groupId);
  }

  /** Replaces a member's values (the caller renders their pass again in the same transaction). */
  setFields(customerId: string, fields: Record<string, string>): MemberRecord {
    this.db
      .prepare('UPDATE members SET dynamic_fields = ? WHERE customer_id = ? AND erased_at IS NULL')
      .run(JSON.stringify(fields), customerId);
    return toMember(this.byCustomer.get(customerId)!);
  }

  /**
   * Erases a member on request: their values, their pass and any text a check-in sent them are
   * gone, and their id answers as unknown from then on. The log keeps the bare counts under the
   * opaque id, so the account's figures do not change.
   */
  erase(customerId: string): void {
    this.db
      .prepare(
        `UPDATE members SET dynamic_fields = '{}', pass = '{}', state_type = 'EXPIRED', erased_at = ?
         WHERE customer_id = ? AND erased_at IS NULL`,
      )
      .run(nowIso(), customerId);
    this.db
      .prepare('UPDATE activity_log SET notification = NULL WHERE customer_id = ?')
      .run(customerId);
  }

  /** Archives a pass; returns whether its state changed. */
  archive(cardId: string): boolean {
    return (
      this.db
        .prepare(
          "UPDATE members SET state_type = 'EXPIRED' WHERE card_id = ? AND state_type <> 'EXPIRED'",
        )
        .run(cardId).changes === 1
    );
  }

  addActivity(entry: NewActivity): void {
    this.activityInsert.run(
      entry.accountId,
      entry.customerId,
      entry.kind,
      entry.previousCount,
      entry.updatedCount,
      entry.notification ? JSON.stringify(entry.notification) : null,
      nowIso(),
    );
  }

  /**
   * The account's entries after a cursor (`seq`), of one program and within a period when asked,
   * oldest first; one more than `limit` is read to tell whether a next page exists.
   */
  activityPage(
    accountId: string,
    q: { dynamicPassId?: string; from?: string; to?: string; after?: number; limit: number },
  ): { entries: (ActivityEntry & { seq: number })[]; next: string | null } {
    const rows = this.db
      .prepare<
        unknown[],
        {
          seq: number;
          customer_id: string;
          kind: string;
          previous_count: number;
          updated_count: number;
          at: string;
        }
      >(
        `SELECT a.seq, a.customer_id, a.kind, a.previous_count, a.updated_count, a.at
         FROM activity_log a
         JOIN members m ON m.customer_id = a.customer_id
         JOIN user_groups g ON g.id = m.group_id
         WHERE a.account_id = ? AND a.seq > ?
           AND (? IS NULL OR g.dynamic_pass_id = ?)
           AND (? IS NULL OR a.at >= ?) AND (? IS NULL OR a.at < ?)
         ORDER BY a.seq LIMIT ?`,
      )
      .all(
        accountId,
        q.after ?? 0,
        q.dynamicPassId ?? null,
        q.dynamicPassId ?? null,
        q.from ?? null,
        q.from ?? null,
        q.to ?? null,
        q.to ?? null,
        q.limit + 1,
      );
    const page = rows.slice(0, q.limit);
    return {
      entries: page.map((row) => ({
        seq: row.seq,
        customerId: row.customer_id,
        kind: row.kind as CheckInKind,
        previousCount: row.previous_count,
        updatedCount: row.updated_count,
        at: row.at,
      })),
      next: rows.length > q.limit ? String(page.at(-1)!.seq) : null,
    };
  }

  activity(accountId: string, customerId: string | null): ActivityEntry[] {
    const rows = this.db
      .prepare<
        [string, string | null, string | null],
        {
          customer_id: string;
          kind: string;
          previous_count: number;
          updated_count: number;
          notification: string | null;
          at: string;
        }
      >(
        `SELECT * FROM activity_log WHERE account_id = ? AND (? IS NULL OR customer_id = ?)
         ORDER BY seq`,
      )
      .all(accountId, customerId, customerId);
    return rows.map((row) => ({
      customerId: row.customer_id,
      kind: row.kind as CheckInKind,
      previousCount: row.previous_count,
      updatedCount: row.updated_count,
      at: row.at,
      ...(row.notification
        ? { notification: JSON.parse(row.notification) as NotificationData }
        : {}),
    }));
  }
}
