// The visits a manager's insights are made of, one row each, written as they happen or are read,
// with the store's local day and hour of the week fixed at writing.
import type { Db } from '../store/database';

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
}

/** The store's local calendar day and hour of the week (0 = Monday 00:00) of a moment. */
export function localSlots(at: string, timeZone: string): { day: string; hourOfWeek: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hourOfWeek: weekday * 24 + Number(part('hour')),
  };
}

export class ActivityStore {
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {
    this.insert = db.prepare(
      `INSERT INTO activity (source, key, dynamic_pass_id, customer_id, kind, count_after, at, day,
         hour_of_week, station, role)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (source, key) DO UPDATE SET customer_id = excluded.customer_id,
         count_after = excluded.count_after`,
    );
  }

  /** Writes rows (again): a row already there keeps its place and takes the newer count. */
  record(rows: readonly ActivityRow[]): void {
    this.db.transaction(() => {
      for (const row of rows) {
        const { day, hourOfWeek } = localSlots(row.at, this.timeZone);
        this.insert.run(
          row.source,
          row.key,
          row.dynamicPassId,
          row.customerId,
          row.kind,
          row.countAfter,
          row.at,
          day,
          hourOfWeek,
          row.station,
          row.role,
        );
      }
    })();
  }
}
