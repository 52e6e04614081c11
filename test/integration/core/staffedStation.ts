// A station of the world with its three people (owner, manager, cashier, each with a 4-digit
// PIN), nobody signed in, and no counter without a sign-in.
import type { StaffRole } from '@shared/ipc/staffContract';
import { startStation, type Station, type World } from './world';

export const PINS: Record<StaffRole, string> = { owner: '4711', manager: '5822', cashier: '6933' };

export async function staffedStation(
  world: World,
): Promise<Station & { ids: Record<StaffRole, string> }> {
  const station = await startStation(world);
  const h = station.core.handlers;
  const owner = await h['staff.add']({ name: 'Olive', role: 'owner', pin: PINS.owner });
  const manager = await h['staff.add']({ name: 'Mia', role: 'manager', pin: PINS.manager });
  const cashier = await h['staff.add']({ name: 'Cal', role: 'cashier', pin: PINS.cashier });
  await h['staff.setPolicy']({ idleMinutes: 30, anyCashier: false });
  await h['staff.signOut']({});
  return { ...station, ids: { owner: owner.id, manager: manager.id, cashier: cashier.id } };
}
