// The members list's count: of the table or the search index alone when every member is the
// program's, and member by member when others share the station's file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

const PROGRAM = 'p'.repeat(24);
const OTHER = 'q'.repeat(24);
const EARLIER = 'a'.repeat(24);
const now = () => new Date('2026-11-21T10:00:00.000Z');

let dir: string;
let db: Db;
let members: Members;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-total-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  members = new Members(db, new Outbox(db, new Journal(db, now), now));
  for (let i = 0; i < 30; i++) {
    members.rememberFromDirectory(
      PROGRAM,
      `m${i}`,
      `card-m${i}`,
      { name: `Ana ${i}` },
      1,
      now().toISOString(),
    );
  }
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every page of what `typed` finds: the total each page says, and the members on them. */
function everyPage(typed: string) {
  const totals = new Set<number>();
  const ids: string[] = [];
  for (let offset = 0; ; offset += 7) {
    const page = members.list.page({
      dynamicPassId: PROGRAM,
      query: typed,
      sort: 'name',
      descending: false,
      offset,
      limit: 7,
      phoneCountry: null,
    });
    totals.add(page.total);
    ids.push(...page.customerIds);
    if (page.customerIds.length < 7) return { totals: [...totals], ids };
  }
}

describe('the count of matches', () => {
  it('counts the program’s matches alone, with no other program in the file', () => {
    expect(everyPage('ana')).toEqual({
      totals: [30],
      ids: expect.arrayContaining([...Array(30).keys()].map((i) => `m${i}`)),
    });
    members.forget('m3');
    expect(everyPage('ana').totals).toEqual([29]);
    expect(everyPage('ana 1').totals).toEqual([11]);
  });

  it.each([
    ['a program sorted after it', OTHER],
    ['a program sorted before it', EARLIER],
  ])('leaves out the members of %s', (_, other) => {
    for (let i = 0; i < 12; i++) {
      members.rememberFromDirectory(
        other,
        `o${i}`,
        `card-o${i}`,
        { name: `Ana other ${i}` },
        1,
        now().toISOString(),
      );
    }
    const { totals, ids } = everyPage('ana');
    expect(totals).toEqual([30]);
    expect(ids).toHaveLength(30);
    expect(ids.every((id) => id.startsWith('m'))).toBe(true);
  });

  it('counts the whole list, and leaves out members outside the program', () => {
    expect(everyPage('').totals).toEqual([30]);
    members.rememberFromDirectory(
      OTHER,
      'o1',
      'card-o1',
      { name: 'Ana other' },
      1,
      now().toISOString(),
    );
    expect(everyPage('').totals).toEqual([30]);
    members.forget('o1');
    // A member the station checked in before it knew their details has no program yet.
    db.prepare('INSERT INTO members (customer_id, known_count) VALUES (?, ?)').run('x0', 3);
    expect(everyPage('')).toEqual({ totals: [30], ids: expect.not.arrayContaining(['x0']) });
    expect(everyPage('ana').totals).toEqual([30]);
  });

  it('leaves out a member with details but no program', () => {
    db.prepare('INSERT INTO members (customer_id, dynamic_fields) VALUES (?, ?)').run(
      'x1',
      JSON.stringify({ name: 'Ana nowhere' }),
    );
    members.search.put('x1', { name: 'Ana nowhere' });
    expect(everyPage('ana')).toEqual({ totals: [30], ids: expect.not.arrayContaining(['x1']) });
    expect(everyPage('nowhere')).toEqual({ totals: [0], ids: [] });
  });
});
