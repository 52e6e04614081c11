// Takes an undone stamp back out of the insights' sums, as if it had never been recorded.
import type { Db } from '../db/database';

/** Kinds that make a member known to the figures (an undo and what it undid do not). */

const COUNTED = `kind NOT IN ('undo', 'undone')`;

function statements(db: Db) {
  const of = 'dynamic_pass_id = ? AND source = ? AND customer_id = ?';
  return {
    target: db.prepare(
      `SELECT dynamic_pass_id, customer_id, count_after, day, hour_of_week, station, role,
         staff FROM activity WHERE source = ? AND key = ? AND kind = 'increment'`,
    ),
    mark: db.prepare('UPDATE activity SET kind = ? WHERE source = ? AND key = ?'),
    onCard: db.prepare(`SELECT card_visits FROM activity_members WHERE ${of}`).pluck(),
    card: db.prepare(
      `UPDATE activity_members SET card_visits = MAX(card_visits - 1, 0) WHERE ${of}`,
    ),
    hours: db.prepare(
      `UPDATE activity_hours SET visits = visits - 1, completed = completed - ?,
         completed_visits = completed_visits - ?
       WHERE dynamic_pass_id = ? AND source = ? AND day = ? AND hour_of_week = ? AND station = ?
         AND role = ? AND staff = ?`,
    ),
    day: db.prepare(
      `DELETE FROM activity_member_days WHERE dynamic_pass_id = :pass AND source = :source
         AND customer_id = :customer AND day = :day
         AND NOT EXISTS (SELECT 1 FROM activity WHERE dynamic_pass_id = :pass AND source = :source
           AND customer_id = :customer AND kind = 'increment' AND day = :day)`,
    ),
    week: db.prepare(
      `DELETE FROM activity_member_weeks WHERE dynamic_pass_id = :pass AND source = :source
         AND customer_id = :customer AND week = :week
         AND NOT EXISTS (SELECT 1 FROM activity WHERE dynamic_pass_id = :pass AND source = :source
           AND customer_id = :customer AND kind = 'increment' AND day >= :week AND day < :next)`,
    ),
    first: db.prepare(`SELECT MIN(day) FROM activity WHERE ${of} AND ${COUNTED}`).pluck(),
    setFirst: db.prepare(`UPDATE activity_members SET first_day = ?, first_week = ? WHERE ${of}`),
    forget: db.prepare(`DELETE FROM activity_members WHERE ${of}`),
  };
}

/** The Monday of a day's week, and the Monday after. */
function weekOf(day: string): { week: string; next: string } {
  const at = Date.parse(`${day}T00:00:00Z`);
  const monday = at - ((new Date(at).getUTCDay() + 6) % 7) * 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { week: iso(monday), next: iso(monday + 7 * 86_400_000) };
}

/** One per activity store: its statements prepared when it first takes an undone stamp back. */
export class Retraction {
  private prepared: ReturnType<typeof statements> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Marks the stamp keyed `key` as `undoneKind` and takes it out of every sum: its hour's visits
   * (and the card it completed), the member's card, their visit on that day and in that week when
   * it was their only one, and their first day when nothing else of theirs is left. A key that is
   * not a counted stamp (unknown, or already undone) changes nothing. Call inside the transaction
   * that records the undo.
   */
  retract(source: string, key: string, max: number | null, undoneKind: string): void {
    const s = (this.prepared ??= statements(this.db));
    const stamp = s.target.get(source, key) as
      | {
          dynamic_pass_id: string;
          customer_id: string;
          count_after: number | null;
          day: string;
          hour_of_week: number;
          station: string | null;
          role: string | null;
          staff: string | null;
        }
      | undefined;
    if (!stamp) return;
    s.mark.run(undoneKind, source, key);
    const who = [stamp.dynamic_pass_id, source, stamp.customer_id] as const;
    const onCard = (s.onCard.get(...who) as number | undefined) ?? 0;
    // The card it completed is not complete; nothing was stamped on it since (else no undo).
    const completed = max !== null && stamp.count_after !== null && stamp.count_after >= max;
    s.hours.run(
      completed ? 1 : 0,
      completed ? onCard : 0,
      stamp.dynamic_pass_id,
      source,
      stamp.day,
      stamp.hour_of_week,
      stamp.station ?? '',
      stamp.role ?? '',
      stamp.staff ?? '',
    );
    s.card.run(...who);
    const named = { pass: stamp.dynamic_pass_id, source, customer: stamp.customer_id };
    s.day.run({ ...named, day: stamp.day });
    s.week.run({ ...named, ...weekOf(stamp.day) });
    const first = s.first.get(...who) as string | null;
    if (first === null) s.forget.run(...who);
    else s.setFirst.run(first, weekOf(first).week, ...who);
  }
}
