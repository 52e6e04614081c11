// Finding members offline: words by their start, case and accents forgiven, phone numbers typed
// any way, only the program's own members, and nothing an FTS5 operator could do with the text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import {
  digitRun,
  digitTails,
  numberKeys,
  searchQuery,
  searchQueries,
} from '../../../../src/main/core/members/memberSearch';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

describe('what goes into the index', () => {
  it('reads a number written with spaces and punctuation as its digits', () => {
    expect(digitRun('+1 (555) 010-2030')).toBe('15550102030');
    expect(digitRun('555.010.2030')).toBe('5550102030');
    expect(digitRun('Rua 12')).toBeNull();
    expect(digitRun('12')).toBeNull();
  });

  it('keeps every tail of a number so a search can start inside it', () => {
    expect(digitTails('15550')).toEqual(['15550', '5550', '550']);
  });

  it('quotes every word, so typed operators are only text', () => {
    expect(searchQuery('ana OR NEAR(x')).toBe('words : ("ana"* "OR"* "NEAR"* "x"*)');
    expect(searchQuery('  -- ')).toBeNull();
    expect(searchQuery('555 010')).toBe('digits : ("555010"*)');
  });

  it('reads a number as written and, under the station country, in E.164, on both sides', () => {
    expect(numberKeys('+4402079460958', null)).toEqual(['4402079460958', '442079460958']);
    expect(numberKeys('020 7946 0958', 'GB')).toEqual(['02079460958', '442079460958']);
    expect(numberKeys('020 7946 0958', null)).toEqual(['02079460958']);
    expect(numberKeys('7946 0958', 'GB')).toEqual(['79460958']);
    expect(searchQuery('+44 (0)20 7946 0958', 'GB')).toBe(
      'digits : ("4402079460958"* OR "442079460958"*)',
    );
  });
});

describe('member search', () => {
  let dir: string;
  let db: Db;
  let members: Members;
  const now = () => new Date('2026-11-21T10:00:00.000Z');
  const add = (program: string, id: string, fields: Record<string, string>) =>
    members.rememberFromDirectory(program, id, `card-${id}`, fields, 0, now().toISOString());
  const find = (typed: string, program = 'p1', country: string | null = null) =>
    members.search.find(program, typed, 10, country);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'passdesk-search-'));
    db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
    members = new Members(db, new Outbox(db, new Journal(db, now), now));
    add('p1', 'aaaa01', {
      name: 'José Álvarez',
      phone: '+1 (555) 010-2030',
      email: 'jose@example.com',
    });
    add('p1', 'bbbb02', { name: 'Joanna Smith', phone: '+44 20 7946 0958' });
    add('p1', 'cccc03', { name: 'Zoë Brandt', phone: '0049 30 123456' });
    add('p2', 'dddd04', { name: 'José Other', phone: '+1 555 010 9999' });
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds a name by its start, typed without accents or capitals', () => {
    expect(find('jos')).toEqual(['aaaa01']);
    expect(find('ALVA')).toEqual(['aaaa01']);
    expect(find('zoe br')).toEqual(['cccc03']);
    expect(find('jo').sort()).toEqual(['aaaa01', 'bbbb02']);
  });

  it('finds a phone typed with spaces, without its country code, or in part', () => {
    expect(find('+1 555 010 2030')).toEqual(['aaaa01']);
    expect(find('555-010-20')).toEqual(['aaaa01']);
    expect(find('7946 0958')).toEqual(['bbbb02']);
  });

  it('finds a number kept in any form by the number written in any usual form', () => {
    // As the station kept it before E.164: the (0) taken in as a digit.
    add('p1', 'eeee05', { name: 'Grace Hopper', phone: '+4402079460111' });
    add('p1', 'ffff06', { name: 'Alan Turing', phone: '+442079460222' });
    for (const [id, tail] of [
      ['eeee05', '0111'],
      ['ffff06', '0222'],
    ] as const) {
      for (const typed of [
        `020 7946 ${tail}`,
        `20 7946 ${tail}`,
        `+44 20 7946 ${tail}`,
        `+44 (0)20 7946 ${tail}`,
        `0044 20 7946 ${tail}`,
        `(020) 7946.${tail}`,
      ]) {
        expect(find(typed, 'p1', 'GB'), typed).toEqual([id]);
      }
    }
  });

  it('indexes the members kept by an older station again, once, so old numbers are found', () => {
    add('p1', 'eeee05', { name: 'Grace Hopper', phone: '+4402079460111' });
    // The index row as the older station wrote it: the number only by its written digits.
    db.prepare(
      `UPDATE member_search SET digits = '4402079460111' WHERE rowid =
         (SELECT rowid FROM members WHERE customer_id = 'eeee05')`,
    ).run();
    db.prepare(`DELETE FROM cache_meta WHERE key = 'member_search_keys'`).run();
    expect(find('020 7946 0111', 'p1', 'GB')).toEqual([]);
    const reopened = new Members(db, new Outbox(db, new Journal(db, now), now));
    expect(reopened.search.find('p1', '020 7946 0111', 10, 'GB')).toEqual(['eeee05']);
    const put = vi.spyOn(reopened.search, 'put');
    new Members(db, new Outbox(db, new Journal(db, now), now));
    expect(put).not.toHaveBeenCalled();
  });

  it('finds by email and by id, the exact id first', () => {
    expect(find('jose@example')).toEqual(['aaaa01']);
    expect(find('bbbb02')).toEqual(['bbbb02']);
  });

  it('puts the member whose words are those typed before the many that only start so', () => {
    // 300 members named "Member 12…" are matched first by their start, the first 300 ranked.
    db.transaction(() => {
      for (let i = 1200; i < 1500; i++) add('p1', `m${i}`, { name: `Member ${i}` });
    })();
    add('p1', 'm12', { name: 'Member 12' });
    add('p1', 'ana', { name: 'Ana Lima' });
    add('p1', 'anabela', { name: 'Anabela Lima' });
    expect(find('Member 12')[0]).toBe('m12');
    expect(find('member 12').slice(1)).toHaveLength(9);
    expect(find('ana')).toEqual(['ana', 'anabela']);
    // Still typing: no word whole yet, every start matches.
    expect(find('Member 14').length).toBe(10);
    expect(searchQueries('Ana OR x')?.whole).toBe('words : ("Ana" "OR" "x")');
    expect(searchQueries('555 010')?.whole).toBeNull();
  });

  it('keeps to the program asked for', () => {
    expect(find('jose', 'p2')).toEqual(['dddd04']);
    expect(find('bbbb02', 'p2')).toEqual([]);
  });

  it('follows a member whose values changed, without a stale match', () => {
    add('p1', 'bbbb02', { name: 'Joanna Weber', phone: '+44 20 7946 0958' });
    expect(find('smith')).toEqual([]);
    expect(find('weber')).toEqual(['bbbb02']);
  });

  it('indexes again only a member whose values changed since the last reading', () => {
    const put = vi.spyOn(members.search, 'put');
    add('p1', 'aaaa01', {
      name: 'José Álvarez',
      phone: '+1 (555) 010-2030',
      email: 'jose@example.com',
    });
    expect(put).not.toHaveBeenCalled();
    add('p1', 'aaaa01', { name: 'José Alvarez', phone: '+1 (555) 010-2030' });
    expect(put).toHaveBeenCalledTimes(1);
    expect(find('jose@example')).toEqual([]);
  });

  it('answers nothing, rather than failing, for text that is only punctuation or operators', () => {
    expect(find('"')).toEqual([]);
    expect(find('AND')).toEqual([]);
    expect(find('*')).toEqual([]);
  });
});
