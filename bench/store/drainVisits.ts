// The outbox drain of check-ins that carry a shared visit, as a till of a store takes them: the
// check-ins are taken at the counter while the service is down (each stored with its visit), then
// the service comes back and the station drains its queue, writing each answer's counts into the
// visit when the store's count rule does. Times the drain and the process's CPU per check-in (the
// embedded service runs in the same process, so its CPU is in the figure).
// Run: nice -n 10 npx tsx bench/store/drainVisits.ts   (BENCH_CHECK_INS=2000 BENCH_MEMBERS=100)
import { performance } from 'node:perf_hooks';
import { drained, startStation, startWorld } from '../../test/integration/core/world';

const CHECK_INS = Number(process.env['BENCH_CHECK_INS'] ?? 2000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100);

const world = await startWorld();
const station = await startStation(world);
const members = await world.addMembers(MEMBERS);
for (const customerId of members) await station.core.handlers['counter.member']({ customerId });
await world.stopService();
for (let n = 0; n < CHECK_INS; n++) {
  await station.core.handlers['counter.checkIn']({
    customerId: members[n % MEMBERS]!,
    action: { kind: 'increment' },
  });
}
const cpuBefore = process.cpuUsage();
const started = performance.now();
await world.startServiceAgain();
await drained(station.core, 600_000);
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const counts = await world.counts();
const wrong = members.filter(
  (m) => counts.get(m) !== Math.ceil((CHECK_INS - members.indexOf(m)) / MEMBERS),
).length;
await station.close();
await world.close();
console.log(
  JSON.stringify({
    checkIns: CHECK_INS,
    members: MEMBERS,
    drainMs: Math.round(wallMs),
    cpuMicrosPerCheckIn: Math.round((cpu.user + cpu.system) / CHECK_INS),
    wrongCounts: wrong,
  }),
);
