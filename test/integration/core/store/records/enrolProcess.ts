// A station as its own process enrolling members one after another, so a test can kill it
// part-way with SIGKILL. Prints "enrolled" after each, and "issued" when the service issued a pass.
import { childStation } from '../../childEnv';

const core = await childStation(20);
const h = core.handlers;
core.events.on('queue.item', (item) => {
  if (item.kind === 'enrol' && item.state === 'synced') process.stdout.write('issued\n');
});
for (let i = 0; ; i++) {
  await h['members.enrol']({ fields: { name: `Killed Enrolment ${i}` } });
  process.stdout.write(`enrolled ${i}\n`);
  // A turn of the event loop, as between two cashiers' calls: the sync engine sends meanwhile.
  await new Promise((resolve) => setImmediate(resolve));
}
