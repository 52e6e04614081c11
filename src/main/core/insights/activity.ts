// The visits a manager's insights are made of, one row each, written as they happen or are read,
// with the store's local day and hour of the week fixed at writing, and the sums the insights
// read kept with them in the same transaction (migration 9).
import type { Db } from '../db/database';
import { undoesInAccount } from './undone';
import { Retraction } from './retract';

export const ACTIVITY_KINDS = ['increment', 'set', 'reset', 'enrol'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityRow {
  /** `station`: this station's own; `service`: the account's log, any station. */
  source: 'station' | 'service';
  /** The outbox item's id, or the service log's sequence number. */
  key: string;
  dynamicPassId: string;
  customerId: string;
  kind: ActivityKind;
  countAfter: number | null;
  /** ISO 8601, UTC. */
  at: string;
  station: string | null;
  role: string | null;
  /** The person, or ANY_CASHIER_KEPT (journal/who.ts); absent or null when only the role is known. */
  staff?: string | null;
  /** The key of the row of the same source this one takes back (an undo); it counts nothing. */
  undoes?: string;
}

/** Kinds written for undos: the undo itself, and the stamp it took back. Neither is a visit. */
const UNDO = 'undo';
const UNDONE = 'undone';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Made once per zone: building a formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The store's local calendar day, the Monday of its week, and the hour and the minute of the week
 * (0 = Monday 00:00) of a moment.
 */
export function localSlots(
  at: string,
  timeZone: string,
): { day: string; week: string; hourOfWeek: number; minuteOfWeek: number } {
  const parts = formatterOf(timeZone).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekday = WEEKDAYS.indexOf(part('weekday'));
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) - weekday * 86_400_000);
  return {
    day,
    week: monday.toISOString().slice(0, 10),
    hourOfWeek: weekday * 24 + Number(part('hour')),
    minuteOfWeek: (weekday * 24 + Number(part('hour'))) * 60 + Number(part('minute')),
  };
}

export class ActivityTable {
  private readonly stmts;
  private readonly retraction: Retraction;

  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {
    this.retraction = new Retraction(db);
    this.stmts = {
      insert: db.prepare(
        `INSERT INTO activity (source, key, dynamic_pass_id, customer_id, kind, count_after, at,
           day, hour_of_week, station, role, staff)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (source, key) DO NOTHING`,
      ),
      member: db.prepare(
        `INSERT INTO activity_members (dynamic_pass_id, source, customer_id, first_day, first_week)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO UPDATE SET first_day = MIN(first_day, excluded.first_day),
           first_week = MIN(first_week, excluded.first_week)`,
      ),
      stamp: db.prepare(
        `UPDATE activity_members SET card_visits = card_visits + 1
         WHERE dynamic_pass_id = ? AND source = ? AND customer_id = ? RETURNING card_visits`,
      ),
      newCard: db.prepare(
        `UPDATE activity_members SET card_visits = 0
         WHERE dynamic_pass_id = ? AND source = ? AND customer_id = ?`,
      ),
      hours: db.prepare(
        `INSERT INTO activity_hours (dynamic_pass_id, source, day, hour_of_week, station, role,
           staff, visits, rewards, completed, completed_visits)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO UPDATE SET visits = visits + excluded.visits,
           rewards = rewards + excluded.rewards, completed = completed + excluded.completed,
           completed_visits = completed_visits + excluded.completed_visits`,
      ),
      day: db.prepare(
        `INSERT INTO activity_member_days (dynamic_pass_id, source, day, customer_id)
         VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      week: db.prepare(
        `INSERT INTO activity_member_weeks (dynamic_pass_id, source, week, customer_id)
         VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      latest: db.prepare(
        `SELECT key, kind, count_after FROM activity
         WHERE dynamic_pass_id = ? AND source = ? AND customer_id = ? AND key != ?
         ORDER BY at DESC, CAST(key AS INTEGER) DESC LIMIT 1`,
      ),
    };
  }

  /**
   * Writes rows, each once (a row already there is left as it is), with the sums they add to.
   * `maxOf` gives a program's card maximum: an increment reaching it completes a card.
   */
  record(rows: readonly ActivityRow[], maxOf: (dynamicPassId: string) => number | null): void {
    this.db.transaction(() => {
      for (const row of rows) this.recordOne(row, maxOf(row.dynamicPassId));
    })();
  }

  /** The key of the row an account's `set` takes back, by the rule in `undone.ts`; else null. */
  private undoneInAccount(row: ActivityRow): string | null {
    if (row.source !== 'service' || row.kind !== 'set') return null;
    const latest = this.stmts.latest.get(row.dynamicPassId, row.source, row.customerId, row.key) as
      { key: string; kind: string; count_after: number | null } | undefined;
    if (!latest) return null;
    return undoesInAccount(row, { kind: latest.kind, countAfter: latest.count_after })
      ? latest.key
      : null;
  }

  private recordOne(row: ActivityRow, max: number | null): void {
    const { day, week, hourOfWeek } = localSlots(row.at, this.timeZone);
    const s = this.stmts;
    const undoes = row.undoes ?? this.undoneInAccount(row);
    const added = s.insert.run(
      row.source,
      row.key,
      row.dynamicPassId,
      row.customerId,
      undoes ? UNDO : row.kind,
      row.countAfter,
      row.at,
      day,
      hourOfWeek,
      row.station,
      row.role,
      row.staff ?? null,
    );
    if (added.changes === 0) return;
    if (undoes) return this.retraction.retract(row.source, undoes, max, UNDONE);
    const who = [row.dynamicPassId, row.source, row.customerId] as const;
    s.member.run(...who, day, week);
    let visits = 0;
    let rewards = 0;
    let completed = 0;
    let completedVisits = 0;
    if (row.kind === 'increment') {
      visits = 1;
      const onCard = (s.stamp.get(...who) as { card_visits: number }).card_visits;
      if (max !== null && row.countAfter !== null && row.countAfter >= max) {
        completed = 1;
        completedVisits = onCard;
      }
      s.day.run(row.dynamicPassId, row.source, day, row.customerId);
      s.week.run(row.dynamicPassId, row.source, week, row.customerId);
    } else if (row.kind === 'reset') {
      rewards = 1;
      s.newCard.run(...who);
    }
    if (visits + rewards === 0) return;
    s.hours.run(
      row.dynamicPassId,
      row.source,
      day,
      hourOfWeek,
      row.station ?? '',
      row.role ?? '',
      row.staff ?? '',
      visits,
      rewards,
      completed,
      completedVisits,
    );
  }
}
