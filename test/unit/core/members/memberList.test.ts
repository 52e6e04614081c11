// Reading a long member list: parsed and checked a slice of members at a time, written and
// indexed in parts, the counter's calls answered between them, and a reading cut off part way
// completed by the next.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Member } from '@shared/api';
import { createWalletApi, type WalletApi } from '../../../../src/main/core/api';
import { ApiError } from '../../../../src/main/core/api/errors';
import { parseListInSlices, ITEMS_PER_SLICE } from '../../../../src/main/core/api/listInSlices';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Directory, SLICE_MEMBERS } from '../../../../src/main/core/members/directory';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { CacheMeta } from '../../../../src/main/core/db/cacheMeta';
import { DeferredSync } from '../../../../src/main/core/db/deferredSync';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

const PROGRAM = 'p'.repeat(24);
const now = () => new Date('2026-11-21T10:00:00.000Z');

const memberAt = (i: number): Member => ({
  customerId: `c${String(i).padStart(6, '0')}`,
  cardId: `card-${i}`,
  dynamicFields: {
    name: `Name ${i} "Quoted\\ [x]"`,
    phone: `+1 555 ${String(i).padStart(7, '0')}`,
  },
  stateType: 'ACTIVE',
  count: i % 10,
});
const list = (n: number) => Array.from({ length: n }, (_, i) => memberAt(i));

/** Counts the turns of the event loop other work got while `work` ran, from `from()` on. */
async function turnsDuring(work: Promise<unknown>, from: () => boolean = () => true) {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  let turns = 0;
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!done && from()) turns++;
  }
  await work;
  return turns;
}

describe('a list read in slices', () => {
  it('reads any JSON list as one JSON.parse would, however it is spaced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue()),
        fc.integer({ min: 1, max: 5 }),
        async (values, n) => {
          for (const text of [JSON.stringify(values), JSON.stringify(values, null, 2)]) {
            expect(await parseListInSlices(text, z.unknown(), n)).toEqual(JSON.parse(text));
          }
        },
      ),
    );
  });

  it('refuses what is not a list of such items, saying where', async () => {
    const read = (text: string) =>
      parseListInSlices(text, z.object({ id: z.string() })).then(
        () => 'read',
        (error: Error) => error.message,
      );
    expect(await read('{"id":"a"}')).toBe('expected a list');
    expect(await read('[{"id":"a"},{"id":1}]')).toMatch(/^item 1: id: /);
    expect(await read('[{"id":"a"} {"id":"b"}]')).toBe('expected , or ] after item 0');
    expect(await read('[{"id":"a"},]')).toBe('nothing after item 0');
    expect(await read('[{"id":"a"}] x')).toBe('text after the list');
    expect(await read('[{"id":"a}]')).toBe('a text value is not closed');
    expect(await read('[{"id":"a"},{"id":"b",}]')).toBe('item 1 is not JSON');
  });

  it('gives the counter turns while a long member list is parsed and checked', async () => {
    const users = list(ITEMS_PER_SLICE * 8);
    let delivered = false;
    const answer = {
      status: 200,
      headers: new Headers(),
      text: async () => {
        delivered = true;
        return JSON.stringify(users);
      },
    };
    const api = createWalletApi({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      fetch: (async () => answer) as unknown as typeof fetch,
    });
    const reading = api.listUsers('g');
    // Turns counted from when the answer's text is there: the parsing alone.
    expect(await turnsDuring(reading, () => delivered)).toBeGreaterThanOrEqual(6);
    expect(await reading).toEqual(users);
  });

  it('hands each page over as it arrives, asking for the next while one is kept', async () => {
    const users = list(25);
    const asked: number[] = [];
    const api = createWalletApi({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      fetch: (async (input: string | URL) => {
        const offset = Number(new URL(String(input)).searchParams.get('offset'));
        asked.push(offset);
        return new Response(JSON.stringify(users.slice(offset, offset + 10)));
      }) as unknown as typeof fetch,
    });
    const handed: string[][] = [];
    let keepFirst!: () => void;
    const firstKept = new Promise<void>((resolve) => (keepFirst = resolve));
    let done = false;
    const reading = api
      .listUsers('g', 10, async (page) => {
        handed.push(page.map((m) => m.customerId));
        if (handed.length === 1) await firstKept;
      })
      .finally(() => (done = true));
    // The second page is asked for while the first is still being kept, and not handed over yet.
    while (asked.length < 2) await new Promise((resolve) => setImmediate(resolve));
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(handed).toHaveLength(1);
    expect(done).toBe(false);
    keepFirst();
    expect(await reading).toEqual(users);
    expect(asked).toEqual([0, 10, 20]);
    expect(handed.flat()).toEqual(users.map((m) => m.customerId));
  });

  it('fails the reading when a page could not be kept', async () => {
    const api = createWalletApi({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      fetch: (async () => new Response(JSON.stringify(list(10)))) as unknown as typeof fetch,
    });
    let pages = 0;
    const reading = api.listUsers('g', 10, async () => {
      if (++pages === 2) throw new Error('the disk is full');
    });
    await expect(reading).rejects.toThrow('the disk is full');
  });

  it('says the service’s list was not understood when a member is malformed', async () => {
    const api = createWalletApi({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      fetch: (async () => new Response('[{"customerId":"c1"}]')) as unknown as typeof fetch,
    });
    const error = await api.listUsers('g').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/listing members was not understood \(item 0: /);
  });
});

describe('the member list kept and indexed', () => {
  let dir: string;
  let db: Db;
  let members: Members;
  let directory: Directory;
  let users: Member[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'passdesk-list-'));
    db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
    const outbox = new Outbox(db, new Journal(db, now), now);
    members = new Members(db, outbox);
    users = list(SLICE_MEMBERS * 12 + 7);
    const api = {
      listGroups: async () => [{ groupId: 'g', dynamicPassId: PROGRAM }],
      listUsers: async () => users,
    };
    directory = new Directory(
      api as unknown as WalletApi,
      new DeferredSync(db),
      new CacheMeta(db),
      members,
      now,
    );
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const indexed = () =>
    (db.prepare('SELECT COUNT(*) AS n FROM member_search').get() as { n: number }).n;
  const expectAllFound = () => {
    expect(indexed()).toBe(users.length);
    for (const i of [0, 1, SLICE_MEMBERS, SLICE_MEMBERS * 6 + 3, users.length - 1]) {
      const { customerId } = memberAt(i);
      expect(members.search.find(PROGRAM, `Name ${i} quoted`, 5, null)).toContain(customerId);
      expect(members.search.find(PROGRAM, String(i).padStart(7, '0'), 5, null)).toContain(
        customerId,
      );
      expect(members.knownCount(customerId)).toBe(i % 10);
    }
  };

  /** A directory whose service hands the list over in pages through `listUsers`. */
  const pagedDirectory = (
    listUsers: (
      groupId: string,
      pageSize: unknown,
      onPage: (page: Member[]) => Promise<void>,
    ) => Promise<Member[]>,
  ) =>
    new Directory(
      {
        listGroups: async () => [{ groupId: 'g', dynamicPassId: PROGRAM }],
        listUsers,
      } as unknown as WalletApi,
      new DeferredSync(db),
      new CacheMeta(db),
      members,
      now,
    );

  it('writes and indexes every member in parts, a search answered between them', async () => {
    const reading = directory.refresh(PROGRAM);
    let searches = 0;
    let done = false;
    void reading.finally(() => (done = true));
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!done) {
        members.search.find(PROGRAM, 'Name 1', 5, null);
        searches++;
      }
    }
    expect((await reading).size).toBe(users.length);
    expect(searches).toBeGreaterThanOrEqual(Math.floor(users.length / SLICE_MEMBERS) - 1);
    expect(directory.listedAt(PROGRAM)).toBe(now().toISOString());
    expectAllFound();
  });

  it('cut off part way, is not marked read, and the next reading completes it', async () => {
    const remember = members.rememberFromDirectory.bind(members);
    let written = 0;
    members.rememberFromDirectory = (...args) => {
      // The station stops in the middle of the sixth part.
      if (++written === SLICE_MEMBERS * 5 + 40) throw new Error('the station stopped');
      remember(...args);
    };
    await expect(directory.refresh(PROGRAM)).rejects.toThrow('the station stopped');
    expect(directory.listedAt(PROGRAM)).toBeNull();
    // The parts before the cut are kept, each member with their index row; the part cut off
    // left nothing half written.
    const kept = (db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(SLICE_MEMBERS * 5 + 40);
    expect(indexed()).toBe(kept);

    members.rememberFromDirectory = remember;
    await directory.refresh(PROGRAM);
    expect(directory.listedAt(PROGRAM)).toBe(now().toISOString());
    expectAllFound();
    // Read again unchanged, nobody is indexed twice.
    await directory.refresh(PROGRAM);
    expect(indexed()).toBe(users.length);
  });

  it('keeps each page as it arrives: a first reading’s searches find the members read so far', async () => {
    const pages = [users.slice(0, 300), users.slice(300)];
    let releaseSecond!: () => void;
    const secondAsked = new Promise<void>((resolve) => (releaseSecond = resolve));
    const reading = pagedDirectory(async (_group, _size, onPage) => {
      await onPage(pages[0]!);
      await secondAsked;
      await onPage(pages[1]!);
      return users;
    });
    const whole = reading.refresh(PROGRAM);
    await reading.firstPartKept();
    // The first page is being kept, the second not yet sent: what is kept is found already.
    const found = () => members.search.find(PROGRAM, 'Name 299 quoted', 5, null);
    while (found().length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(found()).toContain(memberAt(299).customerId);
    expect(members.search.find(PROGRAM, `Name ${users.length - 1} quoted`, 5, null)).toEqual([]);
    expect(reading.listedAt(PROGRAM)).toBeNull();
    releaseSecond();
    expect((await whole).size).toBe(users.length);
    expect(reading.listedAt(PROGRAM)).toBe(now().toISOString());
    // Each member is kept once, though pages and the whole list were both handed over.
    expectAllFound();
  });

  it('finds a member whose page arrived after the search began, before the reading ends', async () => {
    const pages = [users.slice(0, 100), users.slice(100, 700), users.slice(700)];
    const gates = pages.map(() => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    });
    const reading = pagedDirectory(async (_group, _size, onPage) => {
      for (const [n, page] of pages.entries()) {
        await gates[n]!.opened;
        await onPage(page);
      }
      return users;
    });
    const whole = reading.refresh(PROGRAM);
    gates[0]!.open();
    await reading.firstPartKept();
    // The search begins: the member of the second page is not kept yet.
    const late = memberAt(650);
    const search = () => members.search.find(PROGRAM, 'Name 650 quoted', 5, null);
    expect(search()).toEqual([]);
    // Their page arrives while the reading goes on; the same search then finds them, by name
    // and by number, with the third page still to come and the list not marked read.
    gates[1]!.open();
    while (search().length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(search()).toEqual([late.customerId]);
    expect(members.search.find(PROGRAM, '0000650', 5, null)).toContain(late.customerId);
    expect(members.search.find(PROGRAM, `Name ${users.length - 1} quoted`, 5, null)).toEqual([]);
    expect(reading.listedAt(PROGRAM)).toBeNull();
    gates[2]!.open();
    await whole;
    expectAllFound();
  });

  it('says its first part is kept while the rest is still being read', async () => {
    let releaseRest!: () => void;
    const rest = new Promise<void>((resolve) => (releaseRest = resolve));
    const reading = pagedDirectory(async (_group, _size, onPage) => {
      await onPage(users.slice(0, 10));
      await rest;
      return users.slice(0, 10);
    });
    // No reading under way: nothing to wait for.
    await reading.firstPartKept();
    const whole = reading.refresh(PROGRAM);
    let firstKept = false;
    void reading.firstPartKept().then(() => (firstKept = true));
    while (!firstKept) await new Promise((resolve) => setImmediate(resolve));
    expect(members.knownCount(memberAt(9).customerId)).toBe(9);
    expect(reading.listedAt(PROGRAM)).toBeNull();
    releaseRest();
    await whole;
    expect(reading.listedAt(PROGRAM)).toBe(now().toISOString());
  });
});
