// What fills the activity table: this station's synced check-ins and enrolments, read from the
// outbox, and the account's log, read from the service a page at a time. Both catch up from a
// cursor once syncing is quiet and when the insights are asked for, never on the sync engine's
// path, and in slices that give the event loop a turn between them, so the counter's calls are
// answered meanwhile.
import { z } from 'zod';
import { checkInResponse } from '@shared/api';
import { currentProgram, programMaxCount } from '../members/program';
import { Slicer } from '../db/slicer';
import type { Workspace } from '../workspace';
import type { ActivityRow, ActivityTable } from './activity';
import { undoneItemOf } from './undone';
import { keptPersonOf } from '../journal/who';

/** Rows read and recorded per transaction of a catch-up. */
const PAGE_ROWS = 50;
/** Rows recorded between two turns of the event loop at most (`Slicer`). */
export const SLICE_ROWS = 250;
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
  staffName: z.string().nullable(),
  beforeStaff: z.number().nullable(),
  detail: z.string().nullable(),
});
type OutboxRow = z.infer<typeof outboxRow>;

const checkInStored = z.object({
  action: z.object({ kind: z.enum(['increment', 'set', 'reset']) }),
});
const enrolStored = z.object({ dynamicPassId: z.string(), localId: z.string() });
const enrolAnswer = z.object({ customerId: z.string() });

/** States an item can still leave: remembered until it does, however many there are. */
const OPEN_STATES = new Set(['pending', 'sending', 'failed', 'needsReview']);
const stationCursor = z.object({
  next: z.number().int().min(0),
  open: z.array(z.number().int()),
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
    private readonly table: ActivityTable,
  ) {
    // The first journal line found by the item's index: with statistics taken when the journal
    // was small (PRAGMA optimize at a close), a join on its id alone was planned as a scan of
    // the whole journal for each item, a second per page of 50 with 10,000 lines.
    const columns = `SELECT o.id, o.seq, o.kind, o.state, o.customer_id AS customerId, o.payload,
         o.result, o.created_at AS createdAt, m.dynamic_pass_id AS memberProgram,
         j.role, j.staff_name AS staffName, j.before_staff AS beforeStaff, j.detail
       FROM outbox o LEFT JOIN members m ON m.customer_id = o.customer_id
       LEFT JOIN journal j ON j.item_id = o.id AND j.id =
         (SELECT f.id FROM journal f WHERE f.item_id = o.id ORDER BY f.id LIMIT 1)`;
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

  private stationRead: Promise<number> | null = null;

  /**
   * Commits a page of rows, flushed to disk off the event loop: they can be read again from the
   * outbox or the service, and the cursor moved past them is a later commit, on disk only with
   * them (a flush that failed makes it fail too).
   */
  private record(transaction: () => void): void {
    void this.ws.durability.commit(transaction).durable.catch(() => undefined);
  }

  /**
   * Records this station's synced check-ins and enrolments since the last catch-up, in slices of
   * at most `SLICE_ROWS` rows or a slice's time, with a turn of the event loop between. Items still open then (waiting,
   * failed, in review) are remembered by `seq`, all of them, and read again each time until they
   * settle, so an item that syncs late is counted then, and an item failed for months does not
   * make every catch-up read the whole outbox after it. A row already recorded is skipped by its
   * key, so a catch-up cut off is simply done again. Callers arriving meanwhile share the one
   * running.
   */
  catchUpStation(stationName: string, counterProgram: string | null): Promise<number> {
    this.stationRead ??= this.readStation(stationName, counterProgram).finally(
      () => (this.stationRead = null),
    );
    return this.stationRead;
  }

  private async readStation(stationName: string, counterProgram: string | null): Promise<number> {
    const meta = this.ws.meta;
    const cursor = meta.get(STATION_CURSOR, stationCursor) ?? { next: 0, open: [] };
    const maxOf = maxOfProgram(this.ws);
    const open: number[] = [];
    let recorded = 0;
    const slices = new Slicer(SLICE_ROWS);
    const take = async (raw: unknown[]) => {
      const rows: ActivityRow[] = [];
      for (const item of raw.map((row) => outboxRow.parse(row))) {
        if (OPEN_STATES.has(item.state)) open.push(item.seq);
        if (item.state !== 'synced') continue;
        const row = this.toActivity(item, stationName, counterProgram);
        if (row) rows.push(row);
      }
      this.record(() => this.table.record(rows, maxOf));
      recorded += rows.length;
      await slices.step(raw.length);
    };
    for (let at = 0; at < cursor.open.length; at += PAGE_ROWS) {
      await take(this.openStmt.all(JSON.stringify(cursor.open.slice(at, at + PAGE_ROWS))));
    }
    let next = cursor.next;
    for (;;) {
      const page = this.pageStmt.all(next, PAGE_ROWS) as { seq: number }[];
      await take(page);
      if (page.length > 0) next = page.at(-1)!.seq + 1;
      if (page.length < PAGE_ROWS) break;
    }
    meta.set(STATION_CURSOR, { next, open });
    return recorded;
  }

  private toActivity(
    item: OutboxRow,
    station: string,
    counterProgram: string | null,
  ): ActivityRow | null {
    const common = {
      source: 'station' as const,
      key: item.id,
      at: item.createdAt,
      station,
      role: item.role,
      // Who queued it: its first journal line's person, named by the journal's one rule.
      staff: keptPersonOf({ ...item, beforeStaff: item.beforeStaff !== 0 }),
    };
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
      };
    }
    const payload = parsed(z.unknown(), item.payload);
    const checkIn = checkInStored.safeParse(payload).data;
    const program = item.memberProgram ?? counterProgram;
    if (!checkIn || !item.customerId || !program) return null;
    const undoes = undoneItemOf(payload, item.detail);
    return {
      ...common,
      ...(undoes ? { undoes } : {}),
      dynamicPassId: program,
      customerId: item.customerId,
      kind: checkIn.action.kind,
      countAfter: parsed(checkInResponse, item.result)?.updatedCount ?? null,
    };
  }

  /**
   * Reads the account's log of a program from where the last read stopped, at most
   * `SERVICE_PAGES_PER_READ` pages. Answers whether the log is read to its end; throws when the
   * service cannot be asked (the figures already read stay). Callers arriving meanwhile for the
   * same program share the read running.
   */
  catchUpService(dynamicPassId: string, now: Date): Promise<{ complete: boolean }> {
    let read = this.serviceReads.get(dynamicPassId);
    if (!read) {
      read = this.readService(dynamicPassId, now).finally(() =>
        this.serviceReads.delete(dynamicPassId),
      );
      this.serviceReads.set(dynamicPassId, read);
    }
    return read;
  }

  private readonly serviceReads = new Map<string, Promise<{ complete: boolean }>>();

  private async readService(dynamicPassId: string, now: Date): Promise<{ complete: boolean }> {
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
      const rows: ActivityRow[] = page.entries.map((entry) => ({
        source: 'service',
        key: String(entry.seq),
        dynamicPassId,
        customerId: entry.customerId,
        kind: entry.kind,
        countAfter: entry.updatedCount,
        at: entry.at,
        station: null,
        role: null,
        staff: null,
      }));
      const slices = new Slicer(SLICE_ROWS);
      const lastPage = Math.floor((rows.length - 1) / PAGE_ROWS) * PAGE_ROWS;
      for (let at = 0; at < lastPage; at += PAGE_ROWS) {
        this.record(() => this.table.record(this.kept(rows.slice(at, at + PAGE_ROWS)), maxOf));
        await slices.step(PAGE_ROWS);
      }
      this.record(
        this.ws.db.transaction(() => {
          this.table.record(this.kept(rows.slice(Math.max(0, lastPage))), maxOf);
          // The cursor moves with the page's last rows; a read cut off before them reads the
          // page again, and the rows already recorded are skipped by their key.
          const last = page.entries.at(-1)?.seq;
          if (page.next !== null) meta.set(serviceCursor(dynamicPassId), page.next);
          else if (last !== undefined) meta.set(serviceCursor(dynamicPassId), String(last));
        }),
      );
      if (page.next === null) {
        meta.set(serviceReadAt(dynamicPassId), now.toISOString());
        return { complete: true };
      }
    }
    return { complete: false };
  }

  /**
   * The account's rows as this station may keep them: the service's log still names a member
   * erased here, so their rows go under the anonymous id their erasure gave their other rows.
   * Asked in the transaction that records them, since an erasure may come between the request
   * and the recording of any page (the service answered before it, or the page waited its slice).
   */
  private kept(rows: ActivityRow[]): ActivityRow[] {
    const erased = this.ws.members.erased;
    const keptIds = new Map<string, string>();
    return rows.map((row) => {
      let keptId = keptIds.get(row.customerId);
      if (keptId === undefined) {
        keptId = erased.has(row.customerId) ? erased.anonymousId(row.customerId) : row.customerId;
        keptIds.set(row.customerId, keptId);
      }
      return keptId === row.customerId ? row : { ...row, customerId: keptId };
    });
  }

  /** When the account's log of a program was last read to its end; null if never. */
  serviceReadAt(dynamicPassId: string): string | null {
    return this.ws.meta.get(serviceReadAt(dynamicPassId), z.string());
  }
}
