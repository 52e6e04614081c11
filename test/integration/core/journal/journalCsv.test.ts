// The journal as a manager exports it: both clocks, the member each line is about (id and name),
// the station and the role at it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drained, startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** The export's cells, by header name; no cell here holds a comma. */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trim().split('\r\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])));
}

it('names the member, the station and the role on every line about a member', async () => {
  const station = await startStation(world);
  await station.core.handlers['settings.update']({ stationName: 'Front till' });
  const [member] = await world.addMembers(1);
  await station.core.handlers['members.search']({ query: 'member', limit: 5 });
  const { item } = await station.core.handlers['counter.checkIn']({
    customerId: member!,
    action: { kind: 'increment' },
  });
  const { item: enrolment } = await station.core.handlers['members.enrol']({
    fields: { name: 'Ada Lovelace' },
  });
  await drained(station.core);

  const rows = rowsOf((await station.core.handlers['journal.exportCsv']({})).csv);
  const line = (itemId: string, outcome: string) =>
    rows.find((r) => r['itemId'] === itemId && r['outcome'] === outcome);
  expect(line(item.id, 'saved')).toMatchObject({
    memberId: member,
    memberName: 'Member 0',
    station: 'Front till',
    // No staff yet: the station is open with the owner's rights.
    role: 'owner',
    serviceTime: '',
  });
  expect(line(item.id, 'synced')!['serviceTime']).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(line(enrolment.id, 'saved')).toMatchObject({
    memberId: enrolment.customerId,
    memberName: 'Ada Lovelace',
  });
  await station.close();
});
