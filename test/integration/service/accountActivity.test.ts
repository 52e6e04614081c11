// The account's activity log by program and period, a page at a time (README, assumptions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActivityPage } from '@shared/api';
import { KEY_B, addUser, createLoyalty, startHarness, type Harness } from './harness';

let h: Harness;
let coffee: string;
let tea: string;
let coffeeMember: string;
beforeAll(async () => {
  h = await startHarness();
  const a = await createLoyalty(h);
  const b = await createLoyalty(h);
  coffee = a.dynamicPassId;
  tea = b.dynamicPassId;
  coffeeMember = (await addUser(h, a.groupId)).customerId;
  const teaMember = (await addUser(h, b.groupId)).customerId;
  for (const id of [coffeeMember, teaMember, coffeeMember, teaMember, coffeeMember]) {
    expect((await h.call('PUT', `/api/loyalty-pass/check-in/${id}`)).status).toBe(200);
  }
  // Another account's entries are never in this one's pages.
  const other = await createLoyalty(h, undefined, KEY_B);
  const stranger = (await addUser(h, other.groupId, { name: 'Zed' }, KEY_B)).customerId;
  await h.call('PUT', `/api/loyalty-pass/check-in/${stranger}`, { key: KEY_B });
});
afterAll(() => h.stop());

const read = async (query: string) => {
  const answer = await h.call('GET', `/api/activity-log/account${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return accountActivityPage.parse(answer.body);
};

describe('the account activity log', () => {
  it('pages through the whole account, oldest first, with a cursor', async () => {
    const first = await read('?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const rest = await read(`?limit=10&after=${first.next}`);
    expect(rest.entries).toHaveLength(3);
    expect(rest.next).toBeNull();
    const seqs = [...first.entries, ...rest.entries].map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('keeps to one program, and to a period', async () => {
    const coffeeOnly = await read(`?dynamicPassId=${coffee}`);
    expect(coffeeOnly.entries.map((e) => e.customerId)).toEqual([
      coffeeMember,
      coffeeMember,
      coffeeMember,
    ]);
    expect((await read(`?dynamicPassId=${tea}`)).entries).toHaveLength(2);
    const all = (await read('')).entries;
    const from = all[2]!.at;
    const within = await read(`?from=${encodeURIComponent(from)}`);
    expect(within.entries.every((e) => e.at >= from)).toBe(true);
    expect((await read('?to=2000-01-01T00:00:00Z')).entries).toEqual([]);
  });

  it('refuses a query it cannot read, naming the part to fix', async () => {
    for (const [query, says] of [
      ['?limit=0', /limit must be a whole number from 1 to 1000/],
      ['?limit=5000', /limit must be a whole number/],
      ['?from=yesterday', /from must be an ISO 8601 time/],
      ['?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', /from must be before to/],
      ['?dynamicPassId=nope', /dynamicPassId must be 24 lowercase/],
      ['?after=-1', /after must be the next value/],
      ['?limit=1&limit=2', /limit/],
      ['?customerId=x', /customerId/],
    ] as const) {
      const answer = await h.call('GET', `/api/activity-log/account${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toMatch(says);
    }
  });
});

describe("the client's reading of it", () => {
  it('follows the pages to the end with the query it was given', async () => {
    const { createWalletApi } = await import('../../../src/main/core/api');
    const api = createWalletApi({
      baseUrl: h.service.url,
      apiKey: 'key-account-a',
      timeoutMs: 2000,
    });
    try {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await api.accountActivity({ dynamicPassId: coffee, limit: 1, after });
        seen.push(...page.entries.map((e) => e.customerId));
        after = page.next ?? undefined;
      } while (after);
      expect(seen).toEqual([coffeeMember, coffeeMember, coffeeMember]);
    } finally {
      await api.client.close();
    }
  });
});
