// Each synced item keeps the service's own time of its answer (its HTTP Date), in the item view
// and in the journal's CSV, beside the station's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drained, startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

/** The Date header has whole seconds: the answer's time lies within these bounds. */
const secondsAround = (before: number, after: number) => ({
  from: Math.floor(before / 1000) * 1000,
  to: Math.ceil(after / 1000) * 1000,
});

describe("the service's time", () => {
  it('is recorded from the Date of the answer that synced a check-in', async () => {
    const station = await startStation(world);
    const [member] = await world.addMembers(1);
    const before = Date.now();
    const { item } = await station.core.handlers['counter.checkIn']({
      customerId: member!,
      action: { kind: 'increment' },
    });
    expect(item.serviceTime).toBeNull(); // not sent yet: no answer, no service time
    await drained(station.core);
    const after = Date.now();

    const { items } = await station.core.handlers['queue.list']({ states: ['synced'], limit: 50 });
    const synced = items.find((i) => i.id === item.id)!;
    expect(synced.state).toBe('synced');
    expect(synced.serviceTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    const at = Date.parse(synced.serviceTime!);
    const { from, to } = secondsAround(before, after);
    expect(at).toBeGreaterThanOrEqual(from);
    expect(at).toBeLessThanOrEqual(to);

    const { csv } = await station.core.handlers['journal.exportCsv']({});
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe(
      'at,serviceTime,action,outcome,itemId,memberId,memberName,station,role,staff,detail,reason',
    );
    const syncedLine = lines.find((l) => l.includes(`,synced,${item.id},`))!;
    expect(syncedLine.split(',')[1]).toBe(synced.serviceTime);
    const savedLine = lines.find((l) => l.includes(`,saved,${item.id},`))!;
    expect(savedLine.split(',')[1]).toBe(''); // the station's own action has no service time
    await station.close();
  });
});
