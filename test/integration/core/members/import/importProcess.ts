// A station as its own process running one member import, so a test can kill it part-way with
// SIGKILL and run the import again. Prints "ready" once its program is read, then imports.
import { readFileSync } from 'node:fs';
import { createCore, MemoryKeyVault } from '../../../../../src/main/core';
import { env } from '../../childEnv';

const core = await createCore({
  dataDir: env('PASSDESK_DATA_DIR'),
  keyVault: new MemoryKeyVault({
    apiKey: env('PASSDESK_API_KEY'),
    origin: new URL(env('PASSDESK_SERVICE_URL')).origin,
  }),
  probeIntervalMs: 60_000,
});
await core.handlers['settings.update']({
  serviceUrl: env('PASSDESK_SERVICE_URL'),
  programId: env('PASSDESK_PROGRAM_ID'),
  phoneCountry: 'GB',
});
await core.handlers['templates.list']({ refresh: true });
process.stdout.write('ready\n');
// Read from the test once it has taken the service away, so the import runs offline.
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
const csv = readFileSync(env('PASSDESK_CSV'), 'utf8');
const outcome = await core.handlers['members.import']({
  csv,
  mapping: JSON.parse(env('PASSDESK_MAPPING')) as { fields: Record<string, string>; count: string },
});
process.stdout.write(`imported ${JSON.stringify(outcome)}\n`);
await core.close();
