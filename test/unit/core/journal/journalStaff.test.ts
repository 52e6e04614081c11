// Who did it: the journal's person columns (migration 13 on a database with older lines), the
// names the journal, its CSV and the insights give, and the reason kept with a change.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english, translatorOf } from '@shared/i18n/everyLanguage';
import type { Actor } from '@shared/ipc/staffContract';
import type { Said } from '@shared/i18n/said';
import { Journal } from '../../../../src/main/core/journal/journal';
import { mergeHistory } from '../../../../src/main/core/members/history';
import type { OutboxRow } from '../../../../src/main/core/outbox/rows';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import { CacheMeta } from '../../../../src/main/core/db/cacheMeta';
import { DeferredSync } from '../../../../src/main/core/db/deferredSync';
import { TemplateCache } from '../../../../src/main/core/templates/cache';
import type { Workspace } from '../../../../src/main/core/workspace';
import { ActivityTable } from '../../../../src/main/core/insights/activity';
import { ActivityFeed } from '../../../../src/main/core/insights/feed';
import { Insights } from '../../../../src/main/core/insights/insights';

const AT = '2026-11-10T10:00:00.000Z';
const PROGRAM = 'p'.repeat(24);
const now = () => new Date(AT);
let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-journal-staff-'));
  path = join(dir, 'station.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A station's database as PassDesk left it before staff were kept: schema 12. */
function databaseBeforeStaff(): void {
  const raw = new Database(path);
  for (const migration of MIGRATIONS.slice(0, 12)) raw.exec(migration);
  raw.pragma('user_version = 12');
  const line = raw.prepare(
    `INSERT INTO journal (at, action, outcome, item_id, detail, role) VALUES (?, ?, ?, NULL, '', ?)`,
  );
  line.run(AT, 'checkIn', 'saved', 'cashier');
  line.run(AT, 'settings.update', 'saved', 'manager');
  line.run(AT, 'line', 'offline', null);
  raw
    .prepare(
      `INSERT INTO activity_hours (dynamic_pass_id, source, day, hour_of_week, station, role,
         visits) VALUES (?, 'station', '2026-11-10', 34, 'Front till', 'cashier', 5)`,
    )
    .run(PROGRAM);
  raw.close();
}

const open = (): Db => openDatabase(path, { backupDir: join(dir, 'backups') });
const person = (name: string, role: Actor['role'] = 'cashier'): Actor => ({
  role,
  staffId: `staff-${name}`,
  name,
});
const nobody = (role: Actor['role']): Actor => ({ role, staffId: null, name: null });

describe('migration 13', () => {
  it('keeps older lines by their role, and the insights’ sums they made', () => {
    databaseBeforeStaff();
    const db = open();
    const journal = new Journal(db, now, () => nobody('cashier'));
    const old = journal.list(10).reverse();
    expect(old.map((e) => [e.role, e.staffName, e.who, e.reason])).toEqual([
      ['cashier', null, 'cashier', null],
      ['manager', null, 'manager', null],
      [null, null, '', null],
    ]);
    // A line written now with nobody signed in is the store's "any cashier", not a cashier of old.
    journal.record('checkIn', 'saved', null);
    expect(journal.list(1)[0]).toMatchObject({ role: 'cashier', who: 'any cashier' });
    const hours = db.prepare('SELECT station, role, staff, visits FROM activity_hours').all();
    expect(hours).toEqual([{ station: 'Front till', role: 'cashier', staff: '', visits: 5 }]);
    db.close();
  });
});

describe('the journal names the person', () => {
  it('fills the person from the actor at each line, by the name they had then', () => {
    const db = open();
    let actor = person('Dana');
    const journal = new Journal(db, now, () => actor);
    journal.record('checkIn', 'saved', 'item-1', '', null, AT, 'Stamps from a paper card');
    actor = person('Dana Lee');
    journal.record('checkIn', 'saved', 'item-2');
    actor = nobody('owner');
    journal.record('settings.update', 'saved', null);
    const stored = db
      .prepare('SELECT staff_id, staff_name, role, reason, before_staff FROM journal ORDER BY id')
      .all();
    expect(stored).toEqual([
      {
        staff_id: 'staff-Dana',
        staff_name: 'Dana',
        role: 'cashier',
        reason: 'Stamps from a paper card',
        before_staff: 0,
      },
      {
        staff_id: 'staff-Dana Lee',
        staff_name: 'Dana Lee',
        role: 'cashier',
        reason: null,
        before_staff: 0,
      },
      { staff_id: null, staff_name: null, role: 'owner', reason: null, before_staff: 0 },
    ]);
    expect(journal.list(3).map((e) => e.who)).toEqual(['owner', 'Dana Lee', 'Dana']);
    expect(journal.authorsOf(['item-1', 'item-2'])).toEqual(
      new Map([
        ['item-1', { who: 'Dana', whoSaid: null, reason: 'Stamps from a paper card' }],
        ['item-2', { who: 'Dana Lee', whoSaid: null, reason: null }],
      ]),
    );
    db.close();
  });

  it('gives a member’s history the role as words, said in the reader’s language', () => {
    const db = open();
    let actor = nobody('owner');
    const journal = new Journal(db, now, () => actor);
    journal.record('checkIn', 'saved', 'item-1');
    actor = nobody('cashier');
    journal.record('checkIn', 'saved', 'item-2');
    const authors = journal.authorsOf(['item-1', 'item-2']);
    const row = (id: string) =>
      ({
        id,
        kind: 'checkIn',
        state: 'pending',
        created_at: AT,
        payload: { customerId: 'c-1', action: { kind: 'increment' } },
      }) as unknown as OutboxRow;
    const entries = mergeHistory([row('item-1'), row('item-2')], [], 'Kasse 1', authors);
    const german = translatorOf('de');
    const said = entries.map(
      (entry) => entry.whoSaid && german.t((entry.whoSaid as Said).id, entry.whoSaid.values),
    );
    expect(entries.map((entry) => entry.who)).toEqual([null, null]);
    expect(said).toEqual(['Inhaber', 'beliebiger Kassierer']);
    db.close();
  });

  it('exports a staff and a reason column, a formula-looking name or reason defused', () => {
    const db = open();
    let actor = person('=HYPERLINK("http://x.example","Dana")');
    const journal = new Journal(db, now, () => actor);
    journal.record('checkIn', 'saved', null, '', null, AT, '+1 from a paper card');
    actor = nobody('cashier');
    journal.record('checkIn', 'saved', null);
    const [header, named, anyCashier] = journal
      .exportCsv('Front till', english)
      .csv.trim()
      .split('\r\n');
    expect(header).toBe(
      'at,serviceTime,action,outcome,itemId,memberId,memberName,station,role,staff,detail,reason',
    );
    expect(named).toBe(
      `${AT},,checkIn,saved,,,,Front till,cashier,"'=HYPERLINK(""http://x.example"",""Dana"")",,'+1 from a paper card`,
    );
    expect(anyCashier).toBe(`${AT},,checkIn,saved,,,,Front till,cashier,any cashier,,`);
    db.close();
  });
});

describe('the insights name the person', () => {
  it('counts visits by who queued them: the person, any cashier, or the role of old', async () => {
    const db = open();
    const meta = new CacheMeta(db);
    const ws = {
      db,
      meta,
      templates: new TemplateCache(db, meta),
      api: null,
      durability: new DeferredSync(db),
    };
    db.prepare('INSERT INTO members (customer_id, dynamic_pass_id) VALUES (?, ?)').run(
      'm1',
      PROGRAM,
    );
    let seq = 0;
    const stamp = (author: { role: string; staffName: string | null; beforeStaff: number }) => {
      const id = `item-${++seq}`;
      db.prepare(
        `INSERT INTO outbox (id, seq, kind, state, lane, customer_id, payload, idempotency_key,
           created_at, result)
         VALUES (?, ?, 'checkIn', 'synced', 'main', 'm1', ?, ?, ?, ?)`,
      ).run(
        id,
        seq,
        JSON.stringify({ customerId: 'm1', action: { kind: 'increment' } }),
        id,
        AT,
        JSON.stringify({ previousCount: seq - 1, updatedCount: seq }),
      );
      db.prepare(
        `INSERT INTO journal (at, action, outcome, item_id, detail, role, staff_name, before_staff)
         VALUES (?, 'checkIn', 'saved', ?, '', ?, ?, ?)`,
      ).run(AT, id, author.role, author.staffName, author.beforeStaff);
    };
    stamp({ role: 'cashier', staffName: 'Dana', beforeStaff: 0 });
    stamp({ role: 'cashier', staffName: 'Dana', beforeStaff: 0 });
    stamp({ role: 'cashier', staffName: null, beforeStaff: 0 });
    stamp({ role: 'cashier', staffName: null, beforeStaff: 1 });
    await new ActivityFeed(ws as unknown as Workspace, new ActivityTable(db, 'UTC')).catchUpStation(
      'Front till',
      PROGRAM,
    );
    await ws.durability.commit(() => undefined).durable;
    const figures = new Insights(db).of({
      dynamicPassId: PROGRAM,
      scope: 'station',
      fromDay: '2026-11-01',
      toDay: '2026-12-01',
    });
    expect(figures.byStation).toEqual([
      { station: 'Front till', role: 'cashier', who: 'Dana', whoSaid: null, visits: 2 },
      { station: 'Front till', role: 'cashier', who: 'cashier', whoSaid: null, visits: 1 },
      {
        station: 'Front till',
        role: 'cashier',
        who: null,
        whoSaid: { id: 'store.journal.anyCashier' },
        visits: 1,
      },
    ]);
    db.close();
  });
});
