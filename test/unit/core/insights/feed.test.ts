// The station's catch-up as the insights feed runs it: in slices the counter's calls get between,
// every open item remembered however many there are, and an undone stamp never a visit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';
import { CacheMeta } from '../../../../src/main/core/db/cacheMeta';
import { DeferredSync } from '../../../../src/main/core/db/deferredSync';
import { TemplateCache } from '../../../../src/main/core/templates/cache';
import type { Workspace } from '../../../../src/main/core/workspace';
import { ActivityTable, type ActivityRow } from '../../../../src/main/core/insights/activity';
import { ActivityFeed, SLICE_ROWS } from '../../../../src/main/core/insights/feed';
import { Insights } from '../../../../src/main/core/insights/insights';
import { ErasedMembers } from '../../../../src/main/core/members/erasure';
import { StationSecret } from '../../../../src/main/core/settings/stationSecret';
import { generateHistory, seeded } from '../../../fixtures/history';

const PROGRAM = 'p'.repeat(24);
const AT = '2026-11-10T10:00:00.000Z';
let dir: string;
let db: Db;
let store: ActivityTable;
let feed: ActivityFeed;
/** The parts of a workspace the feed reads, without a service or members. */
let parts: Record<string, unknown>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-feed-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  const meta = new CacheMeta(db);
  parts = {
    db,
    meta,
    templates: new TemplateCache(db, meta),
    api: null,
    durability: new DeferredSync(db),
  };
  store = new ActivityTable(db, 'UTC');
  feed = new ActivityFeed(parts as unknown as Workspace, store);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
/** Queues a check-in as the outbox stores it, with its first journal line. */
function item(
  state: string,
  customerId: string,
  payload: Record<string, unknown> = { action: { kind: 'increment' } },
  detail = 'check-in',
): string {
  const id = `item-${++seq}`;
  db.prepare(
    `INSERT INTO outbox (id, seq, kind, state, lane, customer_id, payload, idempotency_key,
       created_at, result)
     VALUES (?, ?, 'checkIn', ?, 'main', ?, ?, ?, ?, ?)`,
  ).run(id, seq, state, customerId, JSON.stringify({ customerId, ...payload }), id, AT, null);
  db.prepare(
    `INSERT INTO journal (at, action, outcome, item_id, detail, role)
     VALUES (?, 'counter.checkIn', 'queued', ?, ?, 'cashier')`,
  ).run(AT, id, detail);
  return id;
}
const settle = (ids: string[], state = 'synced') => {
  const to = db.prepare('UPDATE outbox SET state = ? WHERE id = ?');
  db.transaction(() => ids.forEach((id) => to.run(state, id)))();
};
const figures = (scope: 'station' | 'account' = 'station') =>
  new Insights(db).of({
    dynamicPassId: PROGRAM,
    fromDay: '2026-11-01',
    toDay: '2026-12-01',
    scope,
  });

describe('the station’s catch-up', () => {
  it('gives the event loop a turn between slices, so a call is answered meanwhile', async () => {
    db.transaction(() => {
      for (let i = 0; i < SLICE_ROWS * 4; i++) item('synced', `m${i % 50}`);
    })();
    let done = false;
    const reading = feed.catchUpStation('Till', PROGRAM).finally(() => (done = true));
    // A cheap call, as the counter makes them, asked for again at every turn of the loop.
    const count = db.prepare('SELECT COUNT(*) FROM outbox').pluck();
    const answered: unknown[] = [];
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!done) answered.push(count.get());
    }
    expect(await reading).toBe(SLICE_ROWS * 4);
    // A turn after every slice at the latest: the calls were answered while it ran.
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(answered).toContain(SLICE_ROWS * 4);
    expect(figures().visits).toBe(SLICE_ROWS * 4);
  });

  it('shares one reading between callers, counting each item once', async () => {
    for (let i = 0; i < SLICE_ROWS + 3; i++) item('synced', 'ann');
    const [a, b] = await Promise.all([
      feed.catchUpStation('Till', PROGRAM),
      feed.catchUpStation('Till', PROGRAM),
    ]);
    expect(a).toBe(SLICE_ROWS + 3);
    expect(b).toBe(a);
    expect(figures().visits).toBe(SLICE_ROWS + 3);
  });

  it('drops no open item, however many wait: each is counted once it syncs', async () => {
    const waiting: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < 20_050; i++) waiting.push(item('pending', `m${i % 300}`));
    })();
    expect(await feed.catchUpStation('Till', PROGRAM)).toBe(0);
    // The newest items sync first, then the rest, each seen by a catch-up of its own.
    settle(waiting.slice(20_000));
    expect(await feed.catchUpStation('Till', PROGRAM)).toBe(50);
    settle(waiting.slice(0, 20_000));
    expect(await feed.catchUpStation('Till', PROGRAM)).toBe(20_000);
    expect(figures().visits).toBe(20_050);
    expect(await feed.catchUpStation('Till', PROGRAM)).toBe(0);
  });
});

describe('an undone stamp', () => {
  it('is not a visit, named by the undo’s payload or by its journal line', async () => {
    const stamps = ['ann', 'bob', 'cid', 'dan'].map((m) => item('synced', m));
    await feed.catchUpStation('Till', PROGRAM);
    expect(figures()).toMatchObject({ visits: 4, activeMembers: 4, newMembers: 4 });
    const back = (customerId: string, extra: Record<string, unknown>, detail?: string) =>
      item('synced', customerId, { action: { kind: 'set', count: 0 }, ...extra }, detail);
    back('ann', { undoes: stamps[0] });
    back('bob', {
      undoes: { itemId: stamps[1], action: { kind: 'increment' }, previousCount: 0 },
    });
    back('cid', {}, `undo of increment ${stamps[2]}`);
    // A set that undoes nothing is no undo: Dan's visit stands.
    back('dan', {}, 'set by hand');
    await feed.catchUpStation('Till', PROGRAM);
    expect(figures()).toMatchObject({ visits: 1, activeMembers: 1, newMembers: 1 });
    expect(figures().visitsPerDay).toEqual([{ day: '2026-11-10', visits: 1 }]);
    // Read again, nothing is taken back twice.
    db.prepare(`DELETE FROM cache_meta`).run();
    await feed.catchUpStation('Till', PROGRAM);
    expect(figures().visits).toBe(1);
  });

  it('in the account’s log: a set to one less right after the member’s +1', () => {
    let key = 0;
    const entry = (customerId: string, kind: ActivityRow['kind'], countAfter: number) => ({
      source: 'service' as const,
      key: String(++key),
      dynamicPassId: PROGRAM,
      customerId,
      kind,
      countAfter,
      at: `2026-11-10T10:${String(key).padStart(2, '0')}:00.000Z`,
      station: null,
      role: null,
    });
    store.record(
      [
        entry('ann', 'increment', 3),
        entry('bob', 'increment', 1), // another member between changes nothing
        entry('ann', 'set', 2), // Ann's stamp undone
        entry('cid', 'increment', 5),
        entry('cid', 'set', 0), // a set to another count is no undo
        entry('dan', 'increment', 2),
        entry('dan', 'increment', 3),
        entry('dan', 'set', 2), // Dan's second stamp undone, his first stands
        entry('dan', 'set', 1), // the latest is now a set: no second undo
      ],
      () => 10,
    );
    expect(figures('account')).toMatchObject({ visits: 3, activeMembers: 3 });
  });

  it('leaves the sums as counting the rows left would give them', () => {
    const max = 8;
    const rows: ActivityRow[] = [];
    generateHistory(
      {
        dynamicPassId: PROGRAM,
        members: 60,
        visits: 1_500,
        max,
        start: new Date('2026-11-01T00:00:00Z'),
        days: 30,
        seed: 5,
        rushHours: [8, 17],
      },
      (part) => rows.push(...part),
    );
    store.record(rows, () => max);
    const random = seeded(7);
    const undos = rows
      .filter((row) => row.kind === 'increment' && random() < 0.15)
      .map((row, i) => ({ ...row, key: `undo-${i}`, kind: 'set' as const, undoes: row.key }));
    store.record(undos, () => max);
    const got = figures();
    const count = (sql: string) => (db.prepare(sql).get(PROGRAM) as { n: number }).n;
    const stamps = `FROM activity WHERE dynamic_pass_id = ? AND source = 'station'
      AND kind = 'increment'`;
    expect(got.visits).toBe(rows.filter((r) => r.kind === 'increment').length - undos.length);
    expect(got.visits).toBe(count(`SELECT COUNT(*) AS n ${stamps}`));
    expect(got.activeMembers).toBe(count(`SELECT COUNT(DISTINCT customer_id) AS n ${stamps}`));
    expect(got.cardsCompleted).toBe(
      count(`SELECT COUNT(*) AS n ${stamps} AND count_after >= ${max}`),
    );
    expect(got.newMembers).toBe(
      count(`SELECT COUNT(DISTINCT customer_id) AS n FROM activity WHERE dynamic_pass_id = ?
        AND source = 'station' AND kind NOT IN ('undo', 'undone')`),
    );
  });
});

describe('the account’s log read across an erasure', () => {
  it('keeps a member erased before a page is recorded under their anonymous id only', async () => {
    const erased = new ErasedMembers(db);
    erased.keyWith(StationSecret.inMemory());
    const gone = 'e'.repeat(24);
    const kept = 'k'.repeat(24);
    const entry = (seq: number, customerId: string, updatedCount: number) => ({
      seq,
      customerId,
      kind: 'increment' as const,
      previousCount: updatedCount - 1,
      updatedCount,
      at: `2026-11-10T10:0${seq}:00.000Z`,
    });
    let asked!: () => void;
    const reading = new Promise<void>((resolve) => (asked = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = {
      // The service answers with the log as it still keeps it, naming the member by their id:
      // first a page held until they are erased, then one read after.
      accountActivity: async ({ after }: { after?: string }) => {
        if (after !== undefined) return { entries: [entry(4, gone, 3)], next: null };
        asked();
        await answered;
        return { entries: [entry(1, gone, 1), entry(2, kept, 1), entry(3, gone, 2)], next: null };
      },
    };
    feed = new ActivityFeed({ ...parts, api, members: { erased } } as unknown as Workspace, store);
    const read = feed.catchUpService(PROGRAM, new Date(AT));
    await reading;
    // Erased while the page is on its way, as the erasure's transaction does it.
    const anonymousId = erased.anonymousId(gone);
    db.transaction(() => erased.forget({ ids: [gone], values: [], anonymousId, at: AT }))();
    answer();
    await read;
    await feed.catchUpService(PROGRAM, new Date(AT));
    for (const table of [
      'activity',
      'activity_members',
      'activity_member_days',
      'activity_member_weeks',
    ]) {
      const text = JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
      expect(text, table).not.toContain(gone);
      expect(text, table).toContain(anonymousId);
    }
    // Their visits still count, under the anonymous id.
    expect(figures('account')).toMatchObject({ visits: 4, activeMembers: 2 });
  });
});
