// A member enrolled here goes by a local id until the service answers: that id never reaches the
// service, and discarding an enrolment the service may have applied asks first.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wire } from './wire';
import { drained, startStation, startWorld, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** A station whose Add User reaches the service but whose answer comes back unreadable. */
async function enrolledWithAnswerLost() {
  const line = wire();
  line.garble = (method, url) => method === 'POST' && url.includes(`/${world.groupId}`);
  const station = await startStation(world, { fetch: line.fetch, maxServerAttempts: 1 });
  const h = station.core.handlers;
  const { member, item: enrolment } = await h['members.enrol']({
    fields: { name: 'Ada Lovelace' },
  });
  const { item: checkIn } = await h['counter.checkIn']({
    customerId: member.customerId,
    action: { kind: 'increment' },
  });
  await drained(station.core);
  return { line, station, h, member, enrolment, checkIn };
}

const stateOf = async (h: Awaited<ReturnType<typeof enrolledWithAnswerLost>>['h'], id: string) =>
  (
    await h['queue.list']({
      states: ['pending', 'failed', 'needsReview', 'discarded', 'synced'],
      limit: 50,
    })
  ).items.find((i) => i.id === id)?.state;

it('asks before discarding an enrolment the service may have applied, saying what is lost', async () => {
  const { station, h, enrolment, checkIn } = await enrolledWithAnswerLost();
  expect(await stateOf(h, enrolment.id)).toBe('needsReview');

  const asked = await h['queue.discard']({ itemId: enrolment.id });
  expect(asked.confirmFirst).toMatch(/may already have added Ada Lovelace/);
  expect(asked.confirmFirst).toMatch(/the 1 check-in waiting for it will never be sent\. Check/);
  expect(await stateOf(h, enrolment.id)).toBe('needsReview');
  expect(await stateOf(h, checkIn.id)).toBe('pending');

  const done = await h['queue.discard']({ itemId: enrolment.id, confirm: true });
  expect(done.confirmFirst).toBeUndefined();
  expect(done.item.state).toBe('discarded');
  expect(await stateOf(h, checkIn.id)).toBe('discarded');
  await station.close();
});

it('fails a check-in under a local id at send time, before any request names it', async () => {
  const { station, member, enrolment, checkIn } = await enrolledWithAnswerLost();
  await station.close();
  // The enrolment recorded as done although its answer, with the service's id, was never read.
  const db = new Database(join(station.dataDir, 'passdesk-live.sqlite'));
  db.prepare(`UPDATE outbox SET state = 'synced', result = NULL WHERE id = ?`).run(enrolment.id);
  db.close();

  const line = wire();
  const again = await startStation(world, { dataDir: station.dataDir, fetch: line.fetch });
  await drained(again.core);
  const [failed] = (
    await again.core.handlers['queue.list']({ states: ['failed'], limit: 10 })
  ).items.filter((i) => i.id === checkIn.id);
  expect(failed?.lastError?.message).toMatch(
    new RegExp(`Not sent: this check-in names ${member.customerId}`),
  );
  const local = encodeURIComponent(member.customerId);
  expect(line.sent.filter((r) => r.url.includes(local) || r.url.includes('local'))).toEqual([]);
  await again.close();
});
