// The activity to look at, through the channels: a member stamped too often is flagged with the
// visits behind it (who, where, when, how), the owner alone reads the flags, a manager may
// dismiss one or correct the member's count (a set through the outbox), and every decision is
// journaled with who and why.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StaffRole } from '@shared/ipc/staffContract';
import { drained, refusal, startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const PINS: Record<StaffRole, string> = { owner: '1357', manager: '2468', cashier: '3579' };

type Handlers = Awaited<ReturnType<typeof startStation>>['core']['handlers'];
type ListFilter = Partial<Parameters<Handlers['flags.list']>[0]>;
/** The flags as the screen asks for them: open ones unless told, the contract's limit. */
const list = (h: Handlers, filter: ListFilter = {}) =>
  h['flags.list']({ state: 'open', limit: 200, ...filter });

async function staffedStation() {
  const station = await startStation(world);
  const h = station.core.handlers;
  await h['settings.update']({ stationName: 'Till 2' });
  const ids = {
    owner: (await h['staff.add']({ name: 'Olive', role: 'owner', pin: PINS.owner })).id,
    manager: (await h['staff.add']({ name: 'Mia', role: 'manager', pin: PINS.manager })).id,
    cashier: (await h['staff.add']({ name: 'Cal', role: 'cashier', pin: PINS.cashier })).id,
  };
  await h['staff.setPolicy']({ idleMinutes: 30, anyCashier: false });
  const as = (role: StaffRole) => h['staff.signIn']({ staffId: ids[role], pin: PINS[role] });
  return { station, h, as };
}

it('flags a member stamped six times in a day, with the visits behind it, for the owner alone', async () => {
  const { station, h, as } = await staffedStation();
  const [ada, grace] = await world.addMembers(2);
  await as('cashier');
  for (let i = 0; i < 6; i += 1) {
    await h['counter.checkIn']({ customerId: ada!, action: { kind: 'increment' } });
  }
  await h['counter.scan']({ text: grace!, source: 'manual' });
  await h['counter.scan']({ text: grace!, source: 'wedge' }).catch(() => undefined);
  expect((await refusal(list(h))).details).toEqual({ role: 'owner' });
  expect((await refusal(h['flags.count']({}))).details).toEqual({ role: 'owner' });

  await as('owner');
  const { flags, people, stations } = await list(h);
  expect(flags).toHaveLength(1);
  const [flag] = flags;
  expect(flag).toMatchObject({
    signal: 'manyStamps',
    customerId: ada,
    stations: ['Till 2'],
    figures: { stamps: 6, most: 5 },
    state: 'open',
    evidenceCount: 6,
  });
  expect(flag!.evidence.map((v) => [v.staff, v.stationName, v.kind, v.how])).toEqual(
    Array.from({ length: 6 }, () => ['Cal', 'Till 2', 'stamp', 'picked']),
  );
  expect({ people, stations }).toEqual({ people: [], stations: ['Till 2'] });
  expect(await h['flags.count']({})).toEqual({ open: 1 });
  // The person's day says how each change was made: picked, typed into the scan box.
  const day = await h['flags.visits']({ staff: 'Cal', day: flag!.day });
  expect(day.visits.filter((v) => v.customerId === grace).map((v) => v.how)).toEqual(['typed']);
  const history = await h['flags.visits']({ customerId: ada! });
  expect(history.visits).toHaveLength(6);
  // Filters: another member, another signal, another till find nothing.
  expect((await list(h, { customerId: grace! })).flags).toEqual([]);
  expect((await list(h, { signal: 'twoTills' })).flags).toEqual([]);
  expect((await list(h, { station: 'Till 9' })).flags).toEqual([]);
  expect((await list(h, { station: 'Till 2', signal: 'manyStamps' })).flags).toHaveLength(1);
  const csv = await h['flags.exportCsv']({});
  expect(csv.csv.split('\r\n')[1]).toContain('Stamps in one day: 6 (the rule: more than 5).');

  // A note by the owner; a correction and a dismissal by the manager, each journaled.
  await h['flags.note']({ flagId: flag!.id, reason: 'asked Cal about it' });
  await as('manager');
  const pending = (await h['sync.status']({})).pending;
  const corrected = await h['flags.correct']({
    flagId: flag!.id,
    count: 1,
    reason: 'one visit, six stamps',
  });
  expect((await h['sync.status']({})).pending).toBe(pending + 1);
  expect((await h['counter.member']({ customerId: ada! })).displayCount).toBe(1);
  expect((await refusal(h['flags.note']({ flagId: flag!.id, reason: 'x' }))).details).toEqual({
    role: 'owner',
  });
  const dismissed = await h['flags.dismiss']({ flagId: flag!.id, reason: 'count put right' });
  expect(dismissed.state).toBe('dismissed');
  expect(dismissed.actions.map((a) => [a.action, a.who, a.reason, a.count])).toEqual([
    ['note', 'Olive', 'asked Cal about it', null],
    ['correct', 'Mia', 'one visit, six stamps', 1],
    ['dismiss', 'Mia', 'count put right', null],
  ]);
  expect(corrected.actions).toHaveLength(2);
  const twice = await refusal(h['flags.dismiss']({ flagId: flag!.id, reason: 'again' }));
  expect(twice.kind).toBe('conflict');
  const journal = (await h['journal.list']({ limit: 20 })).entries;
  const lines = journal.filter((e) => e.action.startsWith('flag.'));
  expect(lines.map((e) => [e.action, e.who, e.reason])).toEqual([
    ['flag.dismiss', 'Mia', 'count put right'],
    ['flag.correct', 'Mia', 'one visit, six stamps'],
    ['flag.note', 'Olive', 'asked Cal about it'],
  ]);
  // The set itself is the counter's, with its reason.
  expect(
    journal.find((e) => e.action === 'checkIn' && e.reason === 'one visit, six stamps'),
  ).toBeTruthy();

  await as('owner');
  expect((await list(h)).flags).toEqual([]);
  expect((await list(h, { state: 'all' })).flags).toHaveLength(1);
  expect(await h['flags.count']({})).toEqual({ open: 0 });
  await station.close();
});

it('lets only the owner change the rules, refuses a bad threshold naming it, and follows a change', async () => {
  const { station, h, as } = await staffedStation();
  const [ada] = await world.addMembers(1);
  await as('cashier');
  for (let i = 0; i < 3; i += 1) {
    await h['counter.checkIn']({ customerId: ada!, action: { kind: 'increment' } });
  }
  await as('manager');
  const rules = (await h['settings.get']({})).flagRules;
  const lower = { ...rules, manyStamps: { on: true, most: 2 } };
  expect((await refusal(h['settings.update']({ flagRules: lower }))).details).toEqual({
    role: 'owner',
  });
  // A manager's save sending the rules unchanged is a manager's save.
  await h['settings.update']({ flagRules: rules, stationName: 'Till 4' });
  await as('owner');
  expect((await list(h)).flags).toEqual([]);
  const bad = await refusal(
    h['settings.update']({ flagRules: { ...rules, manyStamps: { on: true, most: 0 } } }),
  );
  expect(bad.kind).toBe('invalid');
  expect(bad.message).toContain('the rule’s threshold is at least 1');
  await h['settings.update']({ flagRules: lower });
  const { flags } = await list(h);
  expect(flags.map((f) => [f.signal, f.figures['stamps']])).toEqual([['manyStamps', 3]]);
  await h['settings.update']({ flagRules: { ...lower, manyStamps: { on: false, most: 2 } } });
  expect((await list(h)).flags).toEqual([]);
  await station.close();
});

it('offers the day’s summary once a day at the owner’s first look, when there is something to see', async () => {
  const { station, h, as } = await staffedStation();
  const [ada] = await world.addMembers(1);
  await as('owner');
  expect((await h['flags.summary']({ seen: false })).due).toBe(false);
  for (let i = 0; i < 6; i += 1) {
    await h['counter.checkIn']({ customerId: ada!, action: { kind: 'increment' } });
  }
  const first = await h['flags.summary']({ seen: false });
  expect(first).toMatchObject({ due: true, open: 1 });
  expect(first.bySignal).toEqual([{ signal: 'manyStamps', day: 0, open: 1 }]);
  await h['flags.summary']({ seen: true });
  expect((await h['flags.summary']({ seen: false })).due).toBe(false);
  await station.close();
});

it('forgets an erased member in the flags: their visits and their flags name them no more', async () => {
  const { station, h, as } = await staffedStation();
  const [ada] = await world.addMembers(1);
  await as('owner');
  for (let i = 0; i < 6; i += 1) {
    await h['counter.checkIn']({ customerId: ada!, action: { kind: 'increment' } });
  }
  expect((await list(h)).flags.map((f) => f.customerId)).toEqual([ada]);
  await drained(station.core);
  await h['members.erase']({ customerId: ada!, confirm: true });
  const after = (await list(h, { state: 'all' })).flags;
  expect(after).toHaveLength(1);
  expect(after[0]!.customerId).not.toBe(ada);
  expect(JSON.stringify(after)).not.toContain(ada!);
  expect((await h['flags.visits']({ customerId: ada! })).visits).toEqual([]);
  await station.close();
});
