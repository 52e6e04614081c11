// The members list against the embedded service: List Users read a page at a time, and the
// station's copy paged, sorted each way with ties by id, and filtered as the search matches.
import { join } from 'node:path';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSummary } from '@shared/ipc/views';
import { memberListChannels, type MemberSort } from '@shared/ipc/memberRecords';
import { API_PATHS } from '@shared/api';
import { createWalletApi } from '../../../../src/main/core/api';
import { nameKey } from '../../../../src/main/core/members/memberList';
import { openDb } from '../../../../src/service/db/database';
import { createTables } from '../../../../src/service/db';
import { API_KEY, startStation, startWorld, until, type Station, type World } from '../world';

const MEMBERS = 3000;
let world: World;
let station: Station;

/** Three members share each name, so every order has ties to break by id. */
const nameOf = (i: number) => `${i % 2 ? 'Member' : 'Mémber'} ${i % 1000}`;
/** No group of a number begins with 12, so a typed "12" matches names only. */
const phoneOf = (i: number) => `+44 20 7946 ${5000 + i}`;

beforeAll(async () => {
  world = await startWorld();
  // Written straight into the service's database: three thousand Add User calls would render as
  // many passes and take minutes on a loaded machine, and the list reads only the rows.
  const db = openDb(join(world.dir, 'service.db'));
  const tables = createTables(db);
  const accountId = db.prepare('SELECT id FROM accounts').pluck().get() as string;
  db.transaction(() => {
    for (let i = 0; i < MEMBERS; i++) {
      tables.members.insert({
        accountId,
        groupId: world.groupId,
        dynamicFields: { name: nameOf(i), phone: phoneOf(i) },
        count: i % 7,
        pass: {},
        renderedVersion: 1,
      });
    }
  })();
  db.close();
  station = await startStation(world);
  await station.core.handlers['members.search']({ query: 'Member', limit: 10 });
  await until(async () => (await list({})).total === MEMBERS, 'the member list read');
}, 120_000);
afterAll(async () => {
  await station?.close();
  await world?.close();
});

/** As the renderer asks: what it leaves out takes the contract's defaults. */
const list = (request: z.input<(typeof memberListChannels)['members.list']['request']>) =>
  station.core.handlers['members.list'](memberListChannels['members.list'].request.parse(request));

async function everyPage(sort: MemberSort, descending: boolean, query = '') {
  const all: MemberSummary[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await list({ sort, descending, query, offset, limit: 500 });
    all.push(...page.members);
    if (page.members.length < 500) return { all, total: page.total };
  }
}

const keyOf: Record<MemberSort, (m: MemberSummary) => string | number | null> = {
  name: (m) => nameKey(m.fields),
  count: (m) => m.displayCount,
  lastVisit: (m) => m.lastVisitAt,
};

/** Whether a comes before b: the sort key (nulls first), then the id, in the one direction. */
function inOrder(sort: MemberSort, descending: boolean, a: MemberSummary, b: MemberSummary) {
  const [ka, kb] = [keyOf[sort](a), keyOf[sort](b)];
  const cmp =
    ka === kb
      ? a.customerId < b.customerId
        ? -1
        : a.customerId > b.customerId
          ? 1
          : 0
      : ka === null
        ? -1
        : kb === null
          ? 1
          : ka < kb
            ? -1
            : 1;
  return descending ? cmp >= 0 : cmp <= 0;
}

describe('List Users, a page at a time', () => {
  it('reads every member across pages of any size, in the order added', async () => {
    const api = createWalletApi({ baseUrl: world.service.url, apiKey: API_KEY });
    const whole = await api.listUsers(world.groupId);
    expect(whole).toHaveLength(MEMBERS);
    const small = await api.listUsers(world.groupId, 7);
    expect(small.map((m) => m.customerId)).toEqual(whole.map((m) => m.customerId));
    expect(whole[2999]!.dynamicFields['name']).toBe(nameOf(2999));
  });

  it('answers a page of at most the limit, 1000 when none is given', async () => {
    const page = await world.call<unknown[]>(
      'GET',
      `${API_PATHS.listUsers(world.groupId)}?offset=2990&limit=20`,
    );
    expect(page).toHaveLength(10);
    expect(await world.call<unknown[]>('GET', API_PATHS.listUsers(world.groupId))).toHaveLength(
      1000,
    );
  });

  it.each([
    ['limit=0', /limit must be a whole number from 1 to 1000/],
    ['limit=1001', /limit must be a whole number from 1 to 1000/],
    ['offset=-1', /offset must be a whole number from 0/],
    ['offset=ten', /offset must be a whole number from 0/],
    ['page=2', /page/],
  ])('refuses %s with a 400 that says what to send', async (query, message) => {
    const refused = await world.call('GET', `${API_PATHS.listUsers(world.groupId)}?${query}`).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(refused).toMatch(/: 400 /);
    expect(refused).toMatch(/"errorCode":"INVALID_REQUEST"|"success":false/);
    expect(refused).toMatch(message);
  });
});

describe('members.list', () => {
  it.each([
    ['name', false],
    ['name', true],
    ['count', false],
    ['count', true],
    ['lastVisit', true],
  ] as const)(
    'pages every member sorted by %s (descending: %s), ties by id',
    async (sort, desc) => {
      const { all, total } = await everyPage(sort, desc);
      expect(total).toBe(MEMBERS);
      expect(new Set(all.map((m) => m.customerId)).size).toBe(MEMBERS);
      for (let i = 1; i < all.length; i++) {
        expect(inOrder(sort, desc, all[i - 1]!, all[i]!), `${sort} at ${i}`).toBe(true);
      }
    },
  );

  it('filters as the search matches: words as prefixes, accents folded, numbers inside', async () => {
    // "Member 12", "Mémber 12", "Member 120" … "Mémber 129" (three members each), and those
    // whose id begins with 12: the id is a word of the index too.
    const everyone = (await everyPage('name', false)).all;
    const expected = everyone.filter(
      (m) => /^M[eé]mber 12\d?$/.test(m.name) || m.customerId.startsWith('12'),
    );
    const byName = await everyPage('name', false, 'member 12');
    expect(expected.filter((m) => m.name.includes(' 12')).length).toBe(33);
    expect(byName.all.map((m) => m.customerId)).toEqual(expected.map((m) => m.customerId));
    expect(byName.total).toBe(expected.length);
    // A number as a person types it, found inside the stored one.
    const byPhone = await list({ query: '7946 7999' });
    expect(byPhone.total).toBe(1);
    expect(byPhone.members[0]!.name).toBe(nameOf(2999));
    // What search finds, the list finds.
    const searched = await station.core.handlers['members.search']({
      query: 'member 12',
      limit: 50,
    });
    const listed = new Set(byName.all.map((m) => m.customerId));
    expect(searched.members.every((m) => listed.has(m.customerId))).toBe(true);
    // Nothing to match on: the whole list.
    expect((await list({ query: '+' })).total).toBe(MEMBERS);
  });

  it('puts the members visited last first, and lists one enrolled offline at once', async () => {
    const { members } = await list({ sort: 'name', limit: 3 });
    for (const m of members) {
      await station.core.handlers['counter.checkIn']({
        customerId: m.customerId,
        action: { kind: 'increment' },
      });
    }
    const recent = await list({ sort: 'lastVisit', descending: true, limit: 3 });
    expect(recent.members.map((m) => m.customerId)).toEqual(
      members.map((m) => m.customerId).reverse(),
    );

    await world.stopService();
    try {
      await station.core.handlers['members.enrol']({ fields: { name: 'Zoë Offline' } });
      const found = await list({ query: 'zoe' });
      expect(found.total).toBe(1);
      expect(found.members[0]!.customerId).toMatch(/^local:/);
      const last = await list({ sort: 'name', descending: true, limit: 1 });
      expect(last.members[0]!.name).toBe('Zoë Offline');
      expect(last.total).toBe(MEMBERS + 1);
    } finally {
      await world.startServiceAgain();
    }
  });
});
