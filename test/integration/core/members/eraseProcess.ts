// A station as its own process erasing every member of its program one after another, so a test
// can kill it part-way with SIGKILL. Prints "ready" once the member list is read, then "erased"
// after each erasure.
import { childStation, env } from '../childEnv';

const core = await childStation(60_000);
const h = core.handlers;
const expected = Number(env('PASSDESK_MEMBERS'));
const page = { query: '', sort: 'name', descending: false, offset: 0, limit: 500 } as const;
for (;;) {
  await h['members.search']({ query: 'erasable', limit: 1 });
  if ((await h['members.list'](page)).total >= expected) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const { members } = await h['members.list'](page);
process.stdout.write('ready\n');
// Read from the test once it has taken the service away, so the erasures wait in the queue.
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
for (const member of members) {
  await h['members.erase']({ customerId: member.customerId, confirm: true });
  process.stdout.write(`erased ${member.customerId}\n`);
}
await core.close();
