// What fills the activity table: this station's synced check-ins and enrolments, read from the
// outbox, and the account's log, read from the service a page at a time. Both catch up from a
// cursor when the insights are asked for, never on the sync engine's path.
import { z } from 'zod';
import { checkInResponse } from '@shared/api';
import { maxCount, loyaltyProgressData } from '@shared/api';
import type { Workspace } from '../workspace';
import type { ActivityRow, ActivityStore } from './activity';

/** Outbox rows read per step of the station's catch-up. */
const STATION_PAGE = 2000;
/** Service pages read per catch-up at most; the rest are read the next time. */
export const SERVICE_PAGES_PER_READ = 50;
const SERVICE_PAGE = 1000;

const STATION_CURSOR = 'insights.stationSeq';
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

/** States an item can still leave: the cursor never passes one. */
const OPEN_STATES = new Set(['pending', 'sending', 'failed', 'needsReview']);

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
export function maxOfProgram(ws: Workspace): (dynamicPassId: string) => number | null {
  const memo = new Map<string, number | null>();
  return (id) => {
    if (!memo.has(id)) {
      const loyalty = loyaltyProgressData.safeParse(
        ws.templates.get(id)?.template.loyaltyProgressData,
      );
      memo.set(id, loyalty.success ? maxCount(loyalty.data) : null);
    }
    return memo.get(id)!;
  };
}

export class ActivityFeed {
  private readonly pageStmt;
  private readonly waitingStmt;

  constructor(
    private readonly ws: Workspace,
    private readonly store: ActivityStore,
  ) {
    this.pageStmt = ws.db.prepare(
      `SELECT o.id, o.seq, o.kind, o.state, o.customer_id AS customerId, o.payload, o.result,
         o.created_at AS createdAt, m.dynamic_pass_id AS memberProgram,
         (SELECT j.role FROM journal j WHERE j.item_id = o.id ORDER BY j.id LIMIT 1) AS role
       FROM outbox o LEFT JOIN members m ON m.customer_id = o.customer_id
       WHERE o.seq >= ? AND o.kind IN ('checkIn', 'enrol') ORDER BY o.seq LIMIT ?`,
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
   * Records this station's synced check-ins and enrolments since the last catch-up. The cursor
   * stops at the first item still open (waiting, failed, in review), so an item that syncs late
   * is read then; rows already recorded are skipped by their key.
   */
  catchUpStation(stationName: string, counterProgram: string | null): number {
    const meta = this.ws.meta;
    let from = meta.get(STATION_CURSOR, z.number().int()) ?? 0;
    let open: number | null = null;
    let recorded = 0;
    const maxOf = maxOfProgram(this.ws);
    for (;;) {
      const page = this.pageStmt.all(from, STATION_PAGE).map((row) => outboxRow.parse(row));
      const rows: ActivityRow[] = [];
      for (const item of page) {
        if (OPEN_STATES.has(item.state)) open ??= item.seq;
        if (item.state !== 'synced') continue;
        const row = this.toActivity(item, stationName, counterProgram);
        if (row) rows.push(row);
      }
      this.store.record(rows, maxOf);
      recorded += rows.length;
      if (page.length < STATION_PAGE) {
        const last = page.at(-1)?.seq;
        meta.set(STATION_CURSOR, open ?? (last === undefined ? from : last + 1));
        return recorded;
      }
      from = page.at(-1)!.seq + 1;
    }
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
