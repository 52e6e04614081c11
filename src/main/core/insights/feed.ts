// What fills the activity table: this station's synced check-ins and enrolments, read from the
// outbox, and the account's log, read from the service a page at a time. Both catch up from a
// cursor when the insights are asked for, never on the sync engine's path.
import { z } from 'zod';
import { checkInResponse } from '@shared/api';
import { currentProgram, programMaxCount } from '../members/program';
import type { Workspace } from '../workspace';
import type { ActivityRow, ActivityStore } from './activity';

/** Outbox rows read per step of the station's catch-up. */
const STATION_PAGE = 2000;
/** Service pages read per catch-up at most; the rest are read the next time. */
export const SERVICE_PAGES_PER_READ = 50;
const SERVICE_PAGE = 1000;

const STATION_CURSOR = 'insights.stationCursor';
const serviceCursor = (dynamicPassId: string) => `insights.serviceAfter:${dynamicPassId}`;
const serviceReadAt = (dynamicPassId: string) => `insights.serviceReadAt:${dynamicPassId}`;

const outboxRow = z.object({
  id: z.string(),
  seq: z.number().int(),
  kind: z.enum(['checkIn', 'enrol']),
  state: z.string(),
  customerId: z.string().nullable(),
  payload: z.string(),
  result: z.string().nullable(),
  createdAt: z.string(),
  memberProgram: z.string().nullable(),
  role: z.string().nullable(),
});

const checkInStored = z.object({
  action: z.object({ kind: z.enum(['increment', 'set', 'reset']) }),
});
const enrolStored = z.object({ dynamicPassId: z.string(), localId: z.string() });
const enrolAnswer = z.object({ customerId: z.string() });

/** States an item can still leave: remembered until it does. */
const OPEN_STATES = new Set(['pending', 'sending', 'failed', 'needsReview']);
/** At most this many open items are remembered (a queue far beyond any station's). */
const OPEN_KEPT = 20_000;
const stationCursor = z.object({
  next: z.number().int().min(0),
  open: z.array(z.number().int()).max(OPEN_KEPT),
});

function parsed<T>(schema: z.ZodType<T>, json: string | null): T | null {
  if (json === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** A program's card maximum, from the cached template; null when it is not known. */
function maxOfProgram(ws: Workspace): (dynamicPassId: string) => number | null {
  const memo = new Map<string, number | null>();
  return (id) => {
    if (!memo.has(id)) memo.set(id, programMaxCount(currentProgram(ws.templates, id)));
    return memo.get(id)!;
  };
}

export class ActivityFeed {
  private readonly pageStmt;
  private readonly openStmt;
  private readonly waitingStmt;

  constructor(
    private readonly ws: Workspace,
    private readonly store: ActivityStore,
  ) {
    const columns = `SELECT o.id, o.seq, o.kind, o.state, o.customer_id AS customerId, o.payload,
         o.result, o.created_at AS createdAt, m.dynamic_pass_id AS memberProgram,
         (SELECT j.role FROM journal j WHERE j.item_id = o.id ORDER BY j.id LIMIT 1) AS role
       FROM outbox o LEFT JOIN members m ON m.customer_id = o.customer_id`;
    this.pageStmt = ws.db.prepare(
      `${columns} WHERE o.seq >= ? AND o.kind IN ('checkIn', 'enrol') ORDER BY o.seq LIMIT ?`,
    );
    this.openStmt = ws.db.prepare(
      `${columns} WHERE o.seq IN (SELECT value FROM json_each(?)) ORDER BY o.seq`,
    );
    this.waitingStmt = ws.db
      .prepare(
        `SELECT COUNT(*) FROM outbox
         WHERE state IN ('pending', 'sending', 'failed', 'needsReview') AND kind = 'checkIn'`,
      )
      .pluck();
  }

  /** This station's check-ins not yet synced: not in the figures until they are. */
  waitingCheckIns(): number {
    return this.waitingStmt.get() as number;
  }

  /**
   * Records this station's synced check-ins and enrolments since the last catch-up. Items still
   * open then (waiting, failed, in review) are remembered by `seq` and read again each time until
   * they settle, so an item that syncs late is counted then, and an item failed for months does
   * not make every catch-up read the whole outbox after it. A row already recorded is skipped by
   * its key.
   */
  catchUpStation(stationName: string, counterProgram: string | null): number {
    const meta = this.ws.meta;
    const cursor = meta.get(STATION_CURSOR, stationCursor) ?? { next: 0, open: [] };
    const maxOf = maxOfProgram(this.ws);
    const open: number[] = [];
    let recorded = 0;
    const take = (page: z.infer<typeof outboxRow>[]) => {
      const rows: ActivityRow[] = [];
      for (const item of page) {
        if (OPEN_STATES.has(item.state)) open.push(item.seq);
        if (item.state !== 'synced') continue;
        const row = this.toActivity(item, stationName, counterProgram);
        if (row) rows.push(row);
      }
      this.store.record(rows, maxOf);
      recorded += rows.length;
    };
    const parse = (rows: unknown[]) => rows.map((row) => outboxRow.parse(row));
    take(parse(this.openStmt.all(JSON.stringify(cursor.open))));
    let next = cursor.next;
    for (;;) {
      const page = parse(this.pageStmt.all(next, STATION_PAGE));
      take(page);
      if (page.length > 0) next = page.at(-1)!.seq + 1;
      if (page.length < STATION_PAGE) break;
    }
    meta.set(STATION_CURSOR, { next, open: open.slice(0, OPEN_KEPT) });
    return recorded;
  }

  private toActivity(
    item: z.infer<typeof outboxRow>,
    station: string,
    counterProgram: string | null,
  ): ActivityRow | null {
    const common = { source: 'station' as const, key: item.id, at: item.createdAt, station };
    if (item.kind === 'enrol') {
      const enrol = parsed(enrolStored, item.payload);
      if (!enrol) return null;
      const issued = parsed(enrolAnswer, item.result)?.customerId;
      return {
        ...common,
        dynamicPassId: enrol.dynamicPassId,
        customerId: issued ?? item.customerId ?? `local:${enrol.localId}`,
        kind: 'enrol',
        countAfter: null,
        role: item.role,
      };
    }
    const checkIn = parsed(checkInStored, item.payload);
    const program = item.memberProgram ?? counterProgram;
    if (!checkIn || !item.customerId || !program) return null;
    return {
      ...common,
      dynamicPassId: program,
      customerId: item.customerId,
      kind: checkIn.action.kind,
      countAfter: parsed(checkInResponse, item.result)?.updatedCount ?? null,
      role: item.role,
    };
  }

  /**
   * Reads the account's log of a program from where the last read stopped, at most
   * `SERVICE_PAGES_PER_READ` pages. Answers whether the log is read to its end; throws when the
   * service cannot be asked (the figures already read stay).
   */
  async catchUpService(dynamicPassId: string, now: Date): Promise<{ complete: boolean }> {
    const api = this.ws.api;
    if (!api) throw new Error('This station has no service to read the account from.');
    const meta = this.ws.meta;
    const maxOf = maxOfProgram(this.ws);
    for (let pages = 0; pages < SERVICE_PAGES_PER_READ; pages++) {
      const after = meta.get(serviceCursor(dynamicPassId), z.string()) ?? undefined;
      const page = await api.accountActivity({
        dynamicPassId,
        limit: SERVICE_PAGE,
        ...(after ? { after } : {}),
      });
      this.ws.db.transaction(() => {
        this.store.record(
          page.entries.map((entry) => ({
            source: 'service',
            key: String(entry.seq),
            dynamicPassId,
            customerId: entry.customerId,
            kind: entry.kind,
            countAfter: entry.updatedCount,
            at: entry.at,
            station: null,
            role: null,
          })),
          maxOf,
        );
        // The cursor moves with the rows, so a read cut off resumes where it stopped.
        const last = page.entries.at(-1)?.seq;
        if (page.next !== null) meta.set(serviceCursor(dynamicPassId), page.next);
        else if (last !== undefined) meta.set(serviceCursor(dynamicPassId), String(last));
      })();
      if (page.next === null) {
        meta.set(serviceReadAt(dynamicPassId), now.toISOString());
        return { complete: true };
      }
    }
    return { complete: false };
  }

  /** When the account's log of a program was last read to its end; null if never. */
  serviceReadAt(dynamicPassId: string): string | null {
    return this.ws.meta.get(serviceReadAt(dynamicPassId), z.string());
  }
}
