// A station as its own process enrolling members one after another, so a test can kill it
// part-way with SIGKILL. Prints "enrolled" after each, and "issued" when the service issued a pass.
import { createCore, MemoryKeyVault } from '../../../../../src/main/core';
import { env } from '../../childEnv';

const core = await createCore({
  dataDir: env('PASSDESK_DATA_DIR'),
  keyVault: new MemoryKeyVault({
    apiKey: env('PASSDESK_API_KEY'),
    origin: new URL(env('PASSDESK_SERVICE_URL')).origin,
  }),
  probeIntervalMs: 20,
});
const h = core.handlers;
await h['settings.update']({
  serviceUrl: env('PASSDESK_SERVICE_URL'),
  programId: env('PASSDESK_PROGRAM_ID'),
});
await h['templates.list']({ refresh: true });
core.events.on('queue.item', (item) => {
  if (item.kind === 'enrol' && item.state === 'synced') process.stdout.write('issued\n');
});
for (let i = 0; ; i++) {
  await h['members.enrol']({ fields: { name: `Killed Enrolment ${i}` } });
  process.stdout.write(`enrolled ${i}\n`);
  // A turn of the event loop, as between two cashiers' calls: the sync engine sends meanwhile.
  await new Promise((resolve) => setImmediate(resolve));
}
