// The members list: a program's members a page at a time, filtered as the search matches them
// and sorted by name, last visit or count, from the station's own copy, online or not.
import { z } from 'zod';
import { memberName } from '@shared/members/memberName';
import type { MemberSort } from '@shared/ipc/memberRecords';
import type { Db } from '../db/database';
import { searchQuery } from './memberSearch';

/** A member's name as the list sorts it: accents and case folded, so "Ávila" sits by "avila". */
export function nameKey(fields: Record<string, string>): string {
  return memberName(fields).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The column each order reads; each has an index led by the program (migration 14). */
const SORT_COLUMN: Record<MemberSort, string> = {
  name: 'name_key',
  lastVisit: 'last_visit_at',
  count: 'known_count',
};

const FILTERED = 'AND rowid IN (SELECT rowid FROM member_search WHERE member_search MATCH @match)';
/**
 * Whether a member outside the program is in the file (of another program, or of none; `also`
 * narrows those of none), in three seeks of the program's index.
 */
const OUTSIDE = (
  also: string,
) => `SELECT EXISTS (SELECT 1 FROM members WHERE dynamic_pass_id < @program)
  OR EXISTS (SELECT 1 FROM members WHERE dynamic_pass_id > @program)
  OR EXISTS (SELECT 1 FROM members WHERE dynamic_pass_id IS NULL ${also})`;
/** Matches sorted on their own at most; more are read in the order's index (bench/README.md). */
const SORTED_AT_MOST = 2000;
/** Rows whose name key is filled per transaction when an older database is opened. */
const BACKFILL_PART = 500;

const unkeyed = z.object({ rowid: z.number(), dynamic_fields: z.string() });
const storedFields = z.record(z.string(), z.string());

export interface MemberPage {
  total: number;
  customerIds: string[];
}

export interface MemberListQuery {
  dynamicPassId: string;
  query: string;
  sort: MemberSort;
  descending: boolean;
  offset: number;
  limit: number;
  phoneCountry: string | null;
}

export class MemberList {
  private readonly statements = new Map<string, ReturnType<Db['prepare']>>();

  constructor(private readonly db: Db) {
    this.fillNameKeys();
  }

  /** Rows written before migration 14 get their name key once, in short transactions. */
  private fillNameKeys(): void {
    const next = this.db.prepare(
      `SELECT rowid, dynamic_fields FROM members
       WHERE name_key IS NULL AND dynamic_fields IS NOT NULL LIMIT ${BACKFILL_PART}`,
    );
    const set = this.db.prepare('UPDATE members SET name_key = ? WHERE rowid = ?');
    const part = this.db.transaction(() => {
      const rows = next.all().map((row) => unkeyed.parse(row));
      for (const row of rows) {
        const fields = storedFields.safeParse(JSON.parse(row.dynamic_fields));
        set.run(nameKey(fields.success ? fields.data : {}), row.rowid);
      }
      return rows.length;
    });
    while (part() === BACKFILL_PART);
  }

  private statement(sql: string) {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /**
   * The statement counting the matches. While every member is the program's, SQLite counts the
   * table (or the search index its matches) without reading a row; otherwise each row's program
   * is tested, which cost as much again as finding the page (bench/README.md "## Members").
   */
  private total(params: { program: string }, match: string | null) {
    if (match === null) {
      return this.outside(params, '')
        ? this.statement('SELECT count(*) FROM members WHERE dynamic_pass_id = @program')
        : this.statement('SELECT count(*) FROM members');
    }
    // Only members with details are indexed: one of no program without them is never matched.

    if (!this.outside(params, 'AND dynamic_fields IS NOT NULL')) {
      return this.statement('SELECT count(*) FROM member_search WHERE member_search MATCH @match');
    }
    // The matches counted one by one, not every member of the program tested against them.
    return this.statement(
      `SELECT count(*) FROM members WHERE +dynamic_pass_id = @program ${FILTERED}`,
    );
  }

  private outside(params: { program: string }, also: string): boolean {
    return this.statement(OUTSIDE(also)).pluck().get(params) === 1;
  }

  /**
   * One page and the number of all matches. Text with no letter or digit filters nothing (the
   * list stays whole while a phone number's "+" is typed); otherwise the search's own query.
   */
  page(q: MemberListQuery): MemberPage {
    const match = searchQuery(q.query, q.phoneCountry);
    const params = { program: q.dynamicPassId, ...(match === null ? {} : { match }) };
    const filter = match === null ? '' : FILTERED;
    const total = z.number().int().parse(this.total(params, match).pluck().get(params));
    // Few matches are found first and sorted ("+" keeps SQLite off the order's index); many are
    // met soon enough walking the order's index, and sorting them all would cost more.
    const plus = match !== null && total <= SORTED_AT_MOST ? '+' : '';
    // Ties by id in the same direction: a stable order, so pages neither repeat nor skip.
    const direction = q.descending ? 'DESC' : 'ASC';
    const ids = this.statement(
      `SELECT customer_id FROM members WHERE ${plus}dynamic_pass_id = @program ${filter}
       ORDER BY ${plus}${SORT_COLUMN[q.sort]} ${direction}, ${plus}customer_id ${direction}
       LIMIT @limit OFFSET @offset`,
    )
      .pluck()
      .all({ ...params, limit: q.limit, offset: q.offset });
    return { total, customerIds: z.array(z.string()).parse(ids) };
  }
}
