// A station as its own process, so a test can kill it with SIGKILL mid-sync and start it again.
// Reads PASSDESK_* from the environment; prints one line per durable step for the test to follow.
import { createCore, MemoryKeyVault } from '../../../src/main/core';
import { env } from './childEnv';
import type { CheckInAction } from '@shared/ipc/views';

const core = await createCore({
  dataDir: env('PASSDESK_DATA_DIR'),
  keyVault: new MemoryKeyVault({
    apiKey: env('PASSDESK_API_KEY'),
    origin: new URL(env('PASSDESK_SERVICE_URL')).origin,
  }),
  probeIntervalMs: 40,
  requestTimeoutMs: 2000,
  backoff: { baseMs: 5, maxMs: 60 },
  concurrency: 4,
});
core.events.on('queue.item', (item) => {
  if (item.state === 'synced') process.stdout.write(`synced ${item.id}\n`);
});
await core.handlers['settings.update']({
  serviceUrl: env('PASSDESK_SERVICE_URL'),
  programId: env('PASSDESK_PROGRAM_ID'),
});

const plan = JSON.parse(process.env['PASSDESK_PLAN'] ?? '[]') as [string, CheckInAction][];
for (const [customerId, action] of plan) {
  // A reset before the card is full is stored only with a reason.
  const reason = action.kind === 'increment' ? {} : { reason: 'counted at the till' };
  const { item } = await core.handlers['counter.checkIn']({ customerId, action, ...reason });
  process.stdout.write(`saved ${item.id}\n`);
}

// New members, each checked in as soon as enrolled, before the service has answered for them.
const enrolments = JSON.parse(process.env['PASSDESK_ENROL'] ?? '[]') as [string, number][];
if (enrolments.length > 0) await core.handlers['templates.list']({ refresh: true });
for (const [name, stamps] of enrolments) {
  const { member, item } = await core.handlers['members.enrol']({ fields: { name } });
  process.stdout.write(`saved ${item.id}\n`);
  for (let i = 0; i < stamps; i++) {
    const { item: stamp } = await core.handlers['counter.checkIn']({
      customerId: member.customerId,
      action: { kind: 'increment' },
    });
    process.stdout.write(`saved ${stamp.id}\n`);
  }
}

for (;;) {
  const status = await core.handlers['sync.status']({});
  if (status.pending === 0 && status.sending === 0) break;
  await new Promise((r) => setTimeout(r, 20));
}
const { items } = await core.handlers['queue.list']({
  states: ['synced', 'failed', 'needsReview', 'discarded'],
  limit: 1000,
});
const { entries } = await core.handlers['journal.list']({ limit: 5000 });
for (const entry of entries.filter((e) => e.outcome === 'resumed')) {
  process.stdout.write(`resumed ${entry.detail}\n`);
}
process.stdout.write(`drained ${JSON.stringify(items.map((i) => [i.id, i.state]))}\n`);
process.on('SIGTERM', () => void core.close().then(() => process.exit(0)));
