// The insights as the manager's screen reads them: this station's synced visits and enrolments,
// the account's log read from the service, a check-in counted once it syncs, and offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@shared/ipc/dispatch';
import { drained, MAX_STAMPS, startStation, startWorld, until, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** The day in UTC, the stations' time zone here, as the service stamps its log by its own clock. */
const today = () => new Date().toISOString().slice(0, 10);
const sum = (rows: { visits: number }[] | undefined) =>
  (rows ?? []).reduce((total, row) => total + row.visits, 0);

describe('insights.get', () => {
  it('counts the station’s synced check-ins and enrolments, and the account’s log', async () => {
    const station = await startStation(world, { timeZone: 'UTC' });
    const other = await startStation(world, { timeZone: 'UTC' });
    const [a, b] = await world.addMembers(2);
    const checkIn = (core: typeof station.core, customerId: string) =>
      core.handlers['counter.checkIn']({ customerId, action: { kind: 'increment' } });
    await checkIn(station.core, a!);
    await checkIn(station.core, a!);
    await checkIn(station.core, b!);
    await checkIn(other.core, b!);
    await station.core.handlers['members.enrol']({ fields: { name: 'Ada Lovelace' } });
    await Promise.all([drained(station.core), drained(other.core)]);

    const view = await station.core.handlers['insights.get']({ period: 'today', account: true });
    expect(view.program?.dynamicPassId).toBe(world.programId);
    expect(view.fromDay).toBe(view.toDay);
    expect([today(), view.fromDay]).toContain(view.toDay); // unless midnight passed meanwhile
    expect(view.station).toMatchObject({
      visits: 3,
      activeMembers: 2,
      // The two who visited, both for the first time; the one enrolled has not visited yet.
      newMembers: 2,
      visitsPerDay: [{ day: view.fromDay, visits: 3 }],
    });
    expect(sum(view.station?.rushHours)).toBe(3);
    expect(view.station?.byStation).toEqual([
      // No staff yet: the station is open with the owner's rights, and the journal says so.
      { station: 'Counter 1', role: 'owner', who: 'owner', whoSaid: null, visits: 3 },
    ]);
    // The service's log holds both stations' check-ins: four visits by two members.
    expect(view.account).toMatchObject({ visits: 4, activeMembers: 2 });
    expect(view.accountNote).toBeNull();
    expect(Date.parse(view.accountReadAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(view.waitingVisits).toBe(0);

    // Asked again, nothing is counted twice.
    const again = await station.core.handlers['insights.get']({ period: '7d', account: true });
    expect(again.station?.visits).toBe(3);
    expect(again.account?.visits).toBe(4);
    await Promise.all([station.close(), other.close()]);
  });

  it('offline: shows what the station has, says so, and counts a waiting check-in once synced', async () => {
    const station = await startStation(world, { timeZone: 'UTC' });
    const [a] = await world.addMembers(1);
    await station.core.handlers['counter.checkIn']({
      customerId: a!,
      action: { kind: 'increment' },
    });
    await drained(station.core);
    const before = await station.core.handlers['insights.get']({ period: 'today', account: true });
    await world.stopService();
    try {
      await station.core.handlers['counter.checkIn']({
        customerId: a!,
        action: { kind: 'increment' },
      });
      const offline = await station.core.handlers['insights.get']({
        period: 'today',
        account: true,
      });
      expect(offline.station?.visits).toBe(1);
      expect(offline.waitingVisits).toBe(1);
      // Either the line is already known to be down, or the read just failed.
      expect(offline.accountNote).toMatch(/as last read|could not be brought up to date/);
      // The account's figures as last read are still shown.
      expect(offline.account?.visits).toBe(before.account?.visits);
      // Once the line is known to be down, no request is tried.
      await until(
        async () => !(await station.core.handlers['sync.status']({})).online,
        'the station to see the line down',
      );
      const known = await station.core.handlers['insights.get']({ period: 'today', account: true });
      expect(known.accountNote).toBe('Offline: the account’s figures are as last read.');
    } finally {
      await world.startServiceAgain();
    }
    await drained(station.core);
    const back = await station.core.handlers['insights.get']({ period: 'today', account: true });
    expect(back.station?.visits).toBe(2);
    expect(back.waitingVisits).toBe(0);
    expect(back.account?.visits).toBe((before.account?.visits ?? 0) + 1);
    await station.close();
  });

  it('does not count an undone stamp as a visit, on the station or in the account', async () => {
    const station = await startStation(world, { timeZone: 'UTC' });
    const [a, b] = await world.addMembers(2);
    const stamp = (customerId: string) =>
      station.core.handlers['counter.checkIn']({ customerId, action: { kind: 'increment' } });
    await stamp(a!);
    await stamp(b!);
    const undone = await stamp(b!);
    await drained(station.core);
    // Asked once before the undo, so the stamp is already in the figures when it is taken back.
    const before = await station.core.handlers['insights.get']({ period: 'today', account: true });
    expect(before.station).toMatchObject({ visits: 3, activeMembers: 2 });
    const accountBefore = before.account?.visits ?? 0;

    await station.core.handlers['counter.undo']({ itemId: undone.item.id, customerId: b! });
    await drained(station.core);
    const after = await station.core.handlers['insights.get']({ period: 'today', account: true });
    expect(after.station).toMatchObject({ visits: 2, activeMembers: 2 });
    expect(sum(after.station?.visitsPerDay)).toBe(2);
    expect(sum(after.station?.rushHours)).toBe(2);
    expect(after.account?.visits).toBe(accountBefore - 1);

    // A member whose only stamp was undone is neither active nor new.
    const [c] = await world.addMembers(1);
    const only = await stamp(c!);
    await drained(station.core);
    await station.core.handlers['counter.undo']({ itemId: only.item.id, customerId: c! });
    await drained(station.core);
    const last = await station.core.handlers['insights.get']({ period: 'today', account: true });
    expect(last.station).toMatchObject({ visits: 2, activeMembers: 2, newMembers: 2 });
    await station.close();
  });

  it('counts a completed card and a reward, and refuses a period it cannot read', async () => {
    const station = await startStation(world, { timeZone: 'UTC' });
    const [a] = await world.addMembers(1);
    const act = (
      action: { kind: 'increment' } | { kind: 'reset' } | { kind: 'set'; count: number },
    ) =>
      station.core.handlers['counter.checkIn']({
        customerId: a!,
        action,
        ...(action.kind === 'increment' ? {} : { reason: 'counted at the till' }),
      });
    await act({ kind: 'set', count: MAX_STAMPS - 2 });
    await act({ kind: 'increment' });
    await act({ kind: 'increment' });
    await act({ kind: 'reset' });
    await drained(station.core);
    const view = await station.core.handlers['insights.get']({ period: '30d', account: false });
    expect(view.station).toMatchObject({ visits: 2, cardsCompleted: 1, rewardsRedeemed: 1 });
    expect(view.station?.averageVisitsToComplete).toBe(2);

    // Through the contract, as a screen's request arrives.
    const ask = (period: unknown) =>
      dispatch(station.core.handlers, 'insights.get', { period }, () => undefined);
    const tooLong = await ask({ fromDay: '2025-01-01', toDay: '2026-11-18' });
    expect(tooLong.ok || tooLong.error.message).toMatch(/at most 366 days/);
    const notADay = await ask({ fromDay: '2026-02-30', toDay: '2026-03-02' });
    expect(notADay.ok || notADay.error.message).toMatch(/not a day of the calendar/);
    await station.close();
  });
});
