// The flags' tables (migration 16): the store's visits as the signals read them, the days to
// look at again, the flags found and what people did about them. Statements only: what to
// compute and when is watch.ts's.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Signal } from '@shared/flags/flagRules';
import { flagView } from '@shared/ipc/flagsContract';
import type { Db } from '../db/database';
import { shiftDay } from './days';
import type { FlagEvent, FoundFlag } from './flagEvent';
import type { PersonWeek } from './weekSignals';

/** A row of flag_events as SQLite gives it. */
interface EventRow extends Omit<FlagEvent, 'override' | 'undone'> {
  override: number;
  undone: number;
}

/**
 * Rows this area wrote itself, from visits parsed when they crossed from the shared document:
 * read back by their columns' types (STRICT tables), without a parse per row, which at a year of
 * visits would hold the counter's calls for longer than a slice.
 */
const eventOf = (row: unknown): FlagEvent => {
  const stored = row as EventRow;
  return { ...stored, override: stored.override === 1, undone: stored.undone === 1 };
};

const EVENT_COLUMNS = `key, customer_id AS customerId, station_id AS stationId,
  station_name AS stationName, staff, kind, at_ms AS atMs, day, minute_of_week AS minuteOfWeek,
  count_before AS countBefore, count_after AS countAfter, override, how, undone`;

const jsonOf = <T>(schema: z.ZodType<T>) =>
  z.string().transform((json): T => schema.parse(JSON.parse(json)));

const tillNames = z.array(z.string());

export const storedFlag = flagView
  .pick({ id: true, signal: true, day: true, fromDay: true, toDay: true, customerId: true })
  .extend({
    staff: z.string().nullable(),
    stations: jsonOf(tillNames),
    figures: jsonOf(z.record(z.string(), z.number())),
    // Written here as a list of keys, and long for a week's flag: read back without a parse per key.
    evidence: z.string().transform((json) => JSON.parse(json) as string[]),
    state: flagView.shape.state,
    memberFields: z.string().nullable(),
  });
export type StoredFlag = z.infer<typeof storedFlag>;

const actionRow = z.object({
  flagId: z.string(),
  action: z.enum(['dismiss', 'note', 'correct']),
  reason: z.string(),
  at: z.string(),
  role: z.string().nullable(),
  staffName: z.string().nullable(),
  count: z.number().int().nullable(),
});
export type FlagActionRow = z.infer<typeof actionRow>;

const weekRow = z.object({
  staff: z.string(),
  changes: z.number().int(),
  howKnown: z.number().int(),
  typed: z.number().int(),
  corrections: z.number().int(),
  actions: z.number().int(),
  stamps: z.number().int(),
  stations: z.string(),
});
const memberStamps = z.object({
  staff: z.string(),
  customerId: z.string(),
  stamps: z.number().int(),
});
const keyRow = z.object({
  staff: z.string(),
  key: z.string(),
  what: z.enum(['typed', 'correction']),
});

/** The counts of a person's week summed from their days. */
const SUMMED = ['changes', 'howKnown', 'typed', 'corrections', 'actions', 'stamps'] as const;

const emptyWeek = (staff: string): PersonWeek => ({
  staff,
  changes: 0,
  howKnown: 0,
  typed: 0,
  corrections: 0,
  actions: 0,
  stamps: 0,
  topStamps: 0,
  evidence: { typed: [], corrections: [], top: [] },
  stations: [],
  topMembers: [],
});

/** A flag's id: the same finding on the same day or week is the same flag, however often found. */
export function flagId(flag: FoundFlag): string {
  const place = flag.signal === 'outsideHours' ? flag.stations.join(',') : '';
  return createHash('sha256')
    .update([flag.signal, flag.fromDay, flag.customerId ?? '', flag.staff ?? '', place].join('|'))
    .digest('hex')
    .slice(0, 32);
}

export interface FlagFilter {
  fromDay: string;
  toDay: string;
  signal?: Signal | undefined;
  staff?: string | undefined;
  customerId?: string | undefined;
  station?: string | undefined;
  state?: 'open' | 'all' | undefined;
  limit: number;
}

/** Evidence shown with a flag at most; the rest is on the member's or the person's page. */
export const EVIDENCE_SHOWN = 12;

export class FlagsDb {
  private readonly stmts;

  constructor(private readonly db: Db) {
    const prepare = (sql: string) => db.prepare(sql);
    this.stmts = {
      insert: prepare(
        `INSERT INTO flag_events (key, customer_id, station_id, station_name, staff, kind, at,
           at_ms, day, minute_of_week, count_before, count_after, override, how, undoes, undone)
         VALUES (:key, :customerId, :stationId, :stationName, :staff, :kind, :at, :atMs, :day,
           :minuteOfWeek, :countBefore, :countAfter, :override,
           COALESCE(:how, (SELECT how FROM flag_how WHERE item_id = :key)), :undoes,
           EXISTS (SELECT 1 FROM flag_events u WHERE u.undoes = :key))
         ON CONFLICT (key) DO NOTHING`,
      ),
      undo: prepare(`UPDATE flag_events SET undone = 1 WHERE key = ? RETURNING day`).pluck(),
      touch: prepare(`INSERT INTO flag_days (day) VALUES (?) ON CONFLICT DO NOTHING`),
      touched: prepare(`SELECT day FROM flag_days ORDER BY day LIMIT ?`).pluck(),
      untouch: prepare(`DELETE FROM flag_days WHERE day = ?`),
      waiting: prepare(`SELECT COUNT(*) FROM flag_days`).pluck(),
      // In the day index's own order (day, at_ms, rowid): a page is read without a sort.
      dayPage: prepare(
        `SELECT rowid AS seq, ${EVENT_COLUMNS} FROM flag_events
         WHERE day = :day AND (at_ms, rowid) > (:atMs, :seq) ORDER BY at_ms, rowid LIMIT :limit`,
      ),
      byKeys: prepare(
        `SELECT ${EVENT_COLUMNS} FROM flag_events
         WHERE key IN (SELECT value FROM json_each(?)) ORDER BY at_ms, key`,
      ),
      ofMember: prepare(
        `SELECT ${EVENT_COLUMNS} FROM flag_events WHERE customer_id = ?
         ORDER BY at_ms DESC, key DESC LIMIT ?`,
      ),
      ofPersonDay: prepare(
        `SELECT ${EVENT_COLUMNS} FROM flag_events WHERE staff = ? AND day = ? ORDER BY at_ms, key`,
      ),
      week: prepare(
        `SELECT staff, SUM(kind != 'undo') AS changes,
           SUM(kind != 'undo' AND how IS NOT NULL) AS howKnown,
           SUM(kind != 'undo' AND COALESCE(how IN ('typed', 'picked'), 0)) AS typed,
           SUM(kind = 'set' OR kind = 'undo' OR override = 1
             OR COALESCE(kind = 'redeem' AND count_before < :max, 0)) AS corrections,
           COUNT(*) AS actions, SUM(kind = 'stamp' AND undone = 0) AS stamps,
           json_group_array(DISTINCT station_name) AS stations
         FROM flag_events WHERE staff IS NOT NULL AND day >= :fromDay AND day <= :toDay
         GROUP BY staff`,
      ),
      weekMembers: prepare(
        `SELECT staff, customer_id AS customerId, COUNT(*) AS stamps FROM flag_events
         WHERE staff IS NOT NULL AND day >= ? AND day <= ? AND kind = 'stamp' AND undone = 0
         GROUP BY staff, customer_id`,
      ),
      weekKeys: prepare(
        `SELECT staff, key, CASE WHEN kind != 'undo' AND how IN ('typed', 'picked') THEN 'typed'
           ELSE 'correction' END AS what
         FROM flag_events WHERE staff IS NOT NULL AND day >= :fromDay AND day <= :toDay
           AND ((kind != 'undo' AND how IN ('typed', 'picked')) OR kind = 'set' OR kind = 'undo'
             OR override = 1 OR COALESCE(kind = 'redeem' AND count_before < :max, 0))
         ORDER BY at_ms`,
      ),
      // By the member's index (+staff: not the person's, which holds their whole week).
      memberWeekKeys: prepare(
        `SELECT key FROM flag_events WHERE +staff = ? AND customer_id = ? AND day >= ? AND day <= ?
           AND kind = 'stamp' AND undone = 0 ORDER BY at_ms`,
      ).pluck(),
      lastDay: prepare(`SELECT MAX(day) FROM flag_events WHERE day >= ? AND day <= ?`).pluck(),
      upsert: prepare(
        `INSERT INTO flags (id, signal, day, from_day, to_day, customer_id, staff, stations,
           figures, evidence, found_at)
         VALUES (:id, :signal, :day, :fromDay, :toDay, :customerId, :staff, :stations, :figures,
           :evidence, :foundAt)
         ON CONFLICT (id) DO UPDATE SET day = excluded.day, to_day = excluded.to_day,
           stations = excluded.stations, figures = excluded.figures, evidence = excluded.evidence`,
      ),
      // By the period's index (+state: not the open flags', which holds every open flag there is).
      openOfDay: prepare(
        `SELECT id FROM flags WHERE from_day = ? AND to_day = ? AND +state = 'open'
           AND signal IN (SELECT value FROM json_each(?))
           AND NOT EXISTS (SELECT 1 FROM flag_actions a WHERE a.flag_id = flags.id)`,
      ).pluck(),
      openOfWeek: prepare(
        `SELECT id FROM flags WHERE from_day = ? AND +state = 'open'
           AND signal IN (SELECT value FROM json_each(?))
           AND NOT EXISTS (SELECT 1 FROM flag_actions a WHERE a.flag_id = flags.id)`,
      ).pluck(),
      drop: prepare(`DELETE FROM flags WHERE id = ?`),
      list: prepare(
        `SELECT f.id, f.signal, f.day, f.from_day AS fromDay, f.to_day AS toDay,
           f.customer_id AS customerId, f.staff, f.stations, f.figures, f.evidence, f.state,
           m.dynamic_fields AS memberFields
         FROM flags f LEFT JOIN members m ON m.customer_id = f.customer_id
         WHERE f.day >= :fromDay AND f.day <= :toDay
           AND (:signal IS NULL OR f.signal = :signal)
           AND (:staff IS NULL OR f.staff = :staff)
           AND (:customerId IS NULL OR f.customer_id = :customerId)
           AND (:station IS NULL OR EXISTS (SELECT 1 FROM json_each(f.stations) s
             WHERE s.value = :station))
           AND (:state = 'all' OR f.state = 'open')
         ORDER BY f.day DESC, f.signal, f.id LIMIT :limit`,
      ),
      get: prepare(
        `SELECT f.id, f.signal, f.day, f.from_day AS fromDay, f.to_day AS toDay,
           f.customer_id AS customerId, f.staff, f.stations, f.figures, f.evidence, f.state,
           m.dynamic_fields AS memberFields
         FROM flags f LEFT JOIN members m ON m.customer_id = f.customer_id WHERE f.id = ?`,
      ),
      openCount: prepare(`SELECT COUNT(*) FROM flags WHERE state = 'open'`).pluck(),
      people: prepare(
        `SELECT DISTINCT staff FROM flags WHERE staff IS NOT NULL AND day >= ? AND day <= ?
         ORDER BY staff`,
      ).pluck(),
      // Each set of tills once (a handful), not each flag's: a year holds thousands of flags.
      stationSets: prepare(
        `SELECT DISTINCT stations FROM flags WHERE day >= ? AND day <= ?`,
      ).pluck(),
      dismiss: prepare(`UPDATE flags SET state = 'dismissed' WHERE id = ? AND state = 'open'`),
      act: prepare(
        `INSERT INTO flag_actions (flag_id, action, reason, at, role, staff_name, item_id, count)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      actions: prepare(
        `SELECT flag_id AS flagId, action, reason, at, role, staff_name AS staffName, count
         FROM flag_actions WHERE flag_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      ),
    };
  }

  /**
   * Copies a visit once (one already there is left as it is); an undo marks what it took back.
   * Answers the days whose flags it may change, none when the visit was already there.
   */
  addEvent(event: FlagEvent & { at: string; undoes: string | null }): string[] {
    const added = this.stmts.insert.run({
      ...event,
      override: event.override ? 1 : 0,
      how: event.how,
    });
    if (added.changes === 0) return [];
    const days = [event.day];
    if (event.undoes) {
      const undoneDay = this.stmts.undo.get(event.undoes) as string | undefined;
      if (undoneDay) days.push(undoneDay);
    }
    for (const day of days) this.stmts.touch.run(day);
    return days;
  }

  touch(day: string): void {
    this.stmts.touch.run(day);
  }

  /** The days waiting to be looked at again, oldest first. */
  touchedDays(limit: number): string[] {
    return this.stmts.touched.all(limit) as string[];
  }

  waitingDays(): number {
    return this.stmts.waiting.get() as number;
  }

  done(day: string): void {
    this.stmts.untouch.run(day);
  }

  /**
   * Every visit of a day, oldest first, read `pageRows` at a time with `between` (given the rows
   * just read) after each page, as a busy store's day is thousands of visits.
   */
  async dayEvents(
    day: string,
    pageRows: number,
    between: (rows: number) => Promise<void>,
  ): Promise<FlagEvent[]> {
    const events: FlagEvent[] = [];
    let after = { atMs: Number.MIN_SAFE_INTEGER, seq: 0 };
    for (;;) {
      const rows = this.stmts.dayPage.all({ day, ...after, limit: pageRows }) as (EventRow & {
        seq: number;
      })[];
      for (const { seq, ...row } of rows) {
        events.push(eventOf(row));
        after = { atMs: row.atMs, seq };
      }
      await between(rows.length);
      if (rows.length < pageRows) break;
    }
    // Ties in time in the order of `events`: by key.
    return events.sort((a, b) => a.atMs - b.atMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  eventsByKey(keys: readonly string[]): FlagEvent[] {
    return this.stmts.byKeys.all(JSON.stringify(keys)).map(eventOf);
  }

  memberEvents(customerId: string, limit: number): FlagEvent[] {
    return this.stmts.ofMember.all(customerId, limit).map(eventOf);
  }

  personDay(staff: string, day: string): FlagEvent[] {
    return this.stmts.ofPersonDay.all(staff, day).map(eventOf);
  }

  /**
   * Each person's counts over a week, with the visits that would show them: read a day at a
   * time, `between` (given the rows just read) after each statement, as a busy store's week is
   * many thousands of visits.
   */
  async personWeeks(
    fromDay: string,
    toDay: string,
    max: number | null,
    between: (rows: number) => Promise<void>,
  ): Promise<PersonWeek[]> {
    const s = this.stmts;
    const people = new Map<string, PersonWeek>();
    const stamps = new Map<string, Map<string, number>>();
    for (let day = fromDay; day <= toDay; day = shiftDay(day, 1)) {
      const named = { fromDay: day, toDay: day, max };
      const week = s.week.all(named);
      for (const raw of week) {
        const row = weekRow.parse(raw);
        const person = people.get(row.staff) ?? emptyWeek(row.staff);
        for (const key of SUMMED) person[key] += row[key];
        const stations = tillNames.parse(JSON.parse(row.stations));
        person.stations = [...new Set([...person.stations, ...stations])];
        people.set(row.staff, person);
      }
      await between(week.length);
      const members = s.weekMembers.all(day, day).map((r) => memberStamps.parse(r));
      for (const row of members) {
        const mine = stamps.get(row.staff) ?? new Map<string, number>();
        mine.set(row.customerId, (mine.get(row.customerId) ?? 0) + row.stamps);
        stamps.set(row.staff, mine);
      }
      await between(members.length);
      const keys = s.weekKeys.all(named).map((r) => keyRow.parse(r));
      for (const row of keys) {
        const person = people.get(row.staff);
        if (person)
          (row.what === 'typed' ? person.evidence.typed : person.evidence.corrections).push(
            row.key,
          );
      }
      await between(keys.length);
    }
    for (const person of people.values()) {
      const top = [...(stamps.get(person.staff) ?? new Map<string, number>())]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
        .slice(0, 3);
      person.topStamps = top.reduce((sum, [, n]) => sum + n, 0);
      person.topMembers = top.map(([customerId]) => customerId);
      person.evidence.top = [];
      for (const [customerId] of top) {
        const keys = s.memberWeekKeys.all(person.staff, customerId, fromDay, toDay) as string[];
        person.evidence.top.push(...keys);
        // Each a member's whole history read by its index: a regular's is a thousand visits.
        await between(keys.length);
      }
    }
    return [...people.values()];
  }

  /** The latest day of the period with a visit, or null. */
  lastDay(fromDay: string, toDay: string): string | null {
    return (this.stmts.lastDay.get(fromDay, toDay) as string | null) ?? null;
  }

  /**
   * Keeps flags the signals found: new ones added, ones found again updated (a person's decision
   * kept). A period's findings may be kept in several parts, then `dropStale` once.
   */
  keep(found: readonly FoundFlag[], foundAt: string): void {
    for (const flag of found) {
      this.stmts.upsert.run({
        ...flag,
        id: flagId(flag),
        stations: JSON.stringify(flag.stations),
        figures: JSON.stringify(flag.figures),
        evidence: JSON.stringify(flag.evidence),
        foundAt,
      });
    }
  }

  /**
   * Drops the period's open flags of `signals` no longer found (`foundIds`, the ids of all it
   * found) that no one acted on.
   */
  dropStale(
    period: { fromDay: string; toDay: string | null },
    signals: readonly Signal[],
    foundIds: ReadonlySet<string>,
  ): void {
    const s = this.stmts;
    const stale =
      period.toDay === null
        ? s.openOfWeek.all(period.fromDay, JSON.stringify(signals))
        : s.openOfDay.all(period.fromDay, period.toDay, JSON.stringify(signals));
    for (const id of stale as string[]) if (!foundIds.has(id)) s.drop.run(id);
  }

  list(filter: FlagFilter): StoredFlag[] {
    return this.stmts.list
      .all({
        fromDay: filter.fromDay,
        toDay: filter.toDay,
        signal: filter.signal ?? null,
        staff: filter.staff ?? null,
        customerId: filter.customerId ?? null,
        station: filter.station ?? null,
        state: filter.state ?? 'open',
        limit: filter.limit,
      })
      .map((row) => storedFlag.parse(row));
  }

  get(id: string): StoredFlag | null {
    const row = this.stmts.get.get(id);
    return row ? storedFlag.parse(row) : null;
  }

  openCount(): number {
    return this.stmts.openCount.get() as number;
  }

  /** The people and tills named by the period's flags, for the filters. */
  named(fromDay: string, toDay: string): { people: string[]; stations: string[] } {
    return {
      people: this.stmts.people.all(fromDay, toDay) as string[],
      stations: [
        ...new Set(
          (this.stmts.stationSets.all(fromDay, toDay) as string[]).flatMap((json) =>
            tillNames.parse(JSON.parse(json)),
          ),
        ),
      ].sort(),
    };
  }

  /** Marks an open flag dismissed; false when it was not open. */
  dismiss(id: string): boolean {
    return this.stmts.dismiss.run(id).changes === 1;
  }

  act(
    flagId: string,
    action: FlagActionRow['action'],
    reason: string,
    at: string,
    who: { role: string | null; name: string | null },
    item: { itemId: string; count: number } | null = null,
  ): void {
    this.stmts.act.run(
      flagId,
      action,
      reason,
      at,
      who.role,
      who.name,
      item?.itemId ?? null,
      item?.count ?? null,
    );
  }

  actionsOf(flagIds: readonly string[]): FlagActionRow[] {
    return this.stmts.actions.all(JSON.stringify(flagIds)).map((row) => actionRow.parse(row));
  }
}
