// The members list's pages: only the pages in view are read, each once; a few are kept; an
// answer to a filter no longer typed never reaches the screen; old rows stay until new ones come.
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '@shared/ipc/views';
import {
  MemberPages,
  type MemberPageAnswer,
  type MemberView,
} from '../../../../src/renderer/screens/members/memberPages';

const member = (n: number, query: string): MemberSummary => ({
  customerId: `${query || 'all'}-${n}`,
  name: `Member ${n}`,
  cardId: null,
  fields: {},
  displayCount: n % 10,
  pendingCount: 0,
  lastVisitAt: null,
  passPageUrl: null,
});

/** A station whose answers arrive only when the test releases them, in any order. */
function station(total = 1000) {
  const asked: { view: MemberView; offset: number; limit: number; answer(): void }[] = [];
  let changes = 0;
  const errors: unknown[] = [];
  const pages = new MemberPages({
    pageSize: 10,
    pagesKept: 3,
    onChange: () => changes++,
    onError: (e) => errors.push(e),
    readPage: (view, offset, limit) =>
      new Promise<MemberPageAnswer>((resolve) => {
        asked.push({
          view,
          offset,
          limit,
          answer: () =>
            resolve({
              total,
              listedAt: '2026-11-25T10:00:00.000Z',
              members: Array.from({ length: Math.min(limit, total - offset) }, (_, i) =>
                member(offset + i, view.query),
              ),
            }),
        });
      }),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { pages, asked, settle, changes: () => changes, errors };
}

const byName = (query = ''): MemberView => ({ query, sort: 'name', descending: false });

describe('the members list pages', () => {
  it('reads the first page at once, then only the pages in view, each once', async () => {
    const { pages, asked, settle } = station();
    pages.want(byName());
    expect(asked.map((a) => a.offset)).toEqual([0]);
    pages.show(0, 25);
    pages.show(0, 25);
    expect(asked).toHaveLength(1);
    asked[0]!.answer();
    await settle();
    // The first answer told how many there are: the rest in view is read, nothing twice.
    expect(asked.map((a) => a.offset)).toEqual([0, 10, 20]);
    pages.show(5, 25);
    expect(asked).toHaveLength(3);
    asked[1]!.answer();
    asked[2]!.answer();
    await settle();
    const shown = pages.snapshot();
    expect(shown.total).toBe(1000);
    expect(shown.listedAt).toBe('2026-11-25T10:00:00.000Z');
    expect(shown.rowAt(25)?.customerId).toBe('all-25');
    expect(shown.rowAt(35)).toBeUndefined();
  });

  it('keeps a few pages, dropping the least recently used out of view', async () => {
    const { pages, asked, settle } = station();
    pages.want(byName());
    asked[0]!.answer();
    await settle();
    for (const first of [10, 20, 30, 40]) {
      pages.show(first, first + 5);
      asked.at(-1)!.answer();
      await settle();
    }
    expect(asked.map((a) => a.offset)).toEqual([0, 10, 20, 30, 40]);
    const kept = pages.snapshot();
    expect([0, 10, 20, 30, 40].filter((i) => kept.rowAt(i))).toEqual([20, 30, 40]);
    // Scrolling back reads the dropped page again; a kept one is not read.
    pages.show(30, 35);
    pages.show(0, 5);
    expect(asked.map((a) => a.offset)).toEqual([0, 10, 20, 30, 40, 0]);
  });

  it('reads only the last of the texts typed while an older one is read, and shows only it', async () => {
    const { pages, asked, settle } = station();
    pages.want(byName('a'));
    pages.want(byName('ad'));
    pages.want(byName('ada'));
    // The station works on "a" already: "ad" is never worth reading, "ada" waits for it.
    expect(asked.map((a) => a.view.query)).toEqual(['a']);
    asked[0]!.answer();
    await settle();
    expect(asked.map((a) => [a.view.query, a.offset])).toEqual([
      ['a', 0],
      ['ada', 0],
    ]);
    expect(pages.snapshot().shown).toBeNull();
    asked[1]!.answer();
    await settle();
    const shown = pages.snapshot();
    expect(shown.shown?.query).toBe('ada');
    expect(shown.rowAt(0)?.customerId).toBe('ada-0');
    expect(asked).toHaveLength(2);
  });

  it('goes on to the text typed last when the older read fails', async () => {
    const errors: unknown[] = [];
    const answers: ((fail: boolean) => void)[] = [];
    const asked: string[] = [];
    const pages = new MemberPages({
      pageSize: 10,
      onChange: () => undefined,
      onError: (e) => errors.push(e),
      readPage: (view) =>
        new Promise<MemberPageAnswer>((resolve, reject) => {
          asked.push(view.query);
          answers.push((fail) =>
            fail
              ? reject(new Error('the station stopped'))
              : resolve({ total: 1, listedAt: null, members: [member(0, view.query)] }),
          );
        }),
    });
    pages.want(byName('a'));
    pages.want(byName('ab'));
    answers[0]!(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['a', 'ab']);
    // The failure was of a text no longer typed: nothing to say about it.
    expect(errors).toEqual([]);
    answers[1]!(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(pages.snapshot().rowAt(0)?.customerId).toBe('ab-0');
  });

  it('keeps the old rows on screen until the new filter answers', async () => {
    const { pages, asked, settle } = station();
    pages.want(byName());
    asked[0]!.answer();
    await settle();
    pages.want(byName('b'));
    expect(pages.snapshot().shown?.query).toBe('');
    expect(pages.snapshot().rowAt(0)?.customerId).toBe('all-0');
    // Rows in view of the old filter are not read for the new one before it answers.
    pages.show(0, 30);
    expect(asked).toHaveLength(2);
    asked[1]!.answer();
    await settle();
    expect(pages.snapshot().shown?.query).toBe('b');
    expect(pages.snapshot().rowAt(0)?.customerId).toBe('b-0');
    expect(pages.snapshot().rowAt(10)).toBeUndefined();
    expect(asked.map((a) => [a.view.query, a.offset])).toEqual([
      ['', 0],
      ['b', 0],
      ['b', 10],
      ['b', 20],
    ]);
    // Two pages are read at a time; the third in view follows when one is answered.
    asked[2]!.answer();
    await settle();
    expect(asked.map((a) => a.offset).slice(4)).toEqual([30]);
  });

  it('reads only where a fast scroll stops, not every page it passed', async () => {
    const { pages, asked, settle } = station();
    pages.want(byName());
    asked[0]!.answer();
    await settle();
    for (let first = 100; first <= 900; first += 40) pages.show(first, first + 5);
    // Two reads at most while the list flies past; the rest of the pages passed are never read.
    expect(asked.map((a) => a.offset)).toEqual([0, 100, 140]);
    asked[1]!.answer();
    await settle();
    expect(asked.map((a) => a.offset)).toEqual([0, 100, 140, 900]);
    asked[2]!.answer();
    asked[3]!.answer();
    await settle();
    expect(asked).toHaveLength(4);
    expect(pages.snapshot().rowAt(903)?.customerId).toBe('all-903');
    // A new filter is read once the old one's reads on their way are answered, and only its
    // first page: the old pages in view are not read again.
    pages.show(500, 505);
    pages.show(600, 605);
    pages.want(byName('x'));
    expect(asked.map((a) => [a.view.query, a.offset]).slice(4)).toEqual([
      ['', 500],
      ['', 600],
    ]);
    asked[4]!.answer();
    await settle();
    expect(asked).toHaveLength(6);
    asked[5]!.answer();
    await settle();
    expect(asked.map((a) => [a.view.query, a.offset]).slice(6)).toEqual([['x', 0]]);
  });

  it('reads what is in view again on reload, and ignores answers from before it', async () => {
    const { pages, asked, settle } = station();
    pages.want(byName());
    pages.show(0, 5);
    pages.reload();
    // The page on its way is from before the change: read again once it is answered.
    expect(asked).toHaveLength(1);
    asked[0]!.answer();
    await settle();
    expect(asked).toHaveLength(2);
    expect(pages.snapshot().shown).toBeNull();
    asked[1]!.answer();
    await settle();
    expect(pages.snapshot().rowAt(0)?.customerId).toBe('all-0');
  });

  it('does not ask beyond the last row', async () => {
    const { pages, asked, settle } = station(15);
    pages.want(byName());
    pages.show(0, 40);
    asked[0]!.answer();
    await settle();
    expect(asked.map((a) => a.offset)).toEqual([0, 10]);
  });
});
