// An enrolment and its shared entry are one transaction: a station killed with SIGKILL while it
// enrols (and while the service issues the passes) keeps both or neither, and on opening again
// tells the store every pass issued before the kill.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCore, MemoryKeyVault } from '../../../../../src/main/core';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { sharedEnrolment } from '../../../../../src/main/core/store/records/recordShapes';
import { API_KEY, startWorld, until, type World } from '../../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.close();
});

it('keeps an enrolment’s outbox row and its shared entry both or neither', async () => {
  const dataDir = mkdtempSync(join(world.dir, 'killed-enrol-'));
  const serviceUrl = world.service.url;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'enrolProcess.ts')],
    {
      env: {
        ...process.env,
        PASSDESK_DATA_DIR: dataDir,
        PASSDESK_API_KEY: API_KEY,
        PASSDESK_SERVICE_URL: serviceUrl,
        PASSDESK_PROGRAM_ID: world.programId,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const said: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => said.push(line));
  child.stderr!.on('data', (chunk: Buffer) => said.push(chunk.toString()));
  await until(
    () => said.filter((l) => l.startsWith('enrolled')).length >= 20 && said.includes('issued'),
    `twenty enrolments and a pass issued (the station said: ${said.join(' ')})`,
    120_000,
  );
  child.kill('SIGKILL');
  await exited;

  const named = JSON.parse(readFileSync(join(dataDir, 'live-databases.json'), 'utf8')) as {
    byOrigin: Record<string, string>;
  };
  const file = join(dataDir, `passdesk-${named.byOrigin[new URL(serviceUrl).origin]}.sqlite`);
  const db = new Database(file, { readonly: true });
  const rows = db
    .prepare(`SELECT json_extract(payload, '$.localId') FROM outbox WHERE kind = 'enrol'`)
    .pluck()
    .all() as string[];
  const synced = db
    .prepare(
      `SELECT json_extract(payload, '$.localId') FROM outbox WHERE kind = 'enrol' AND state = 'synced'`,
    )
    .pluck()
    .all() as string[];
  db.close();

  const core = await createCore({
    dataDir,
    keyVault: new MemoryKeyVault({ apiKey: API_KEY, origin: new URL(serviceUrl).origin }),
    probeIntervalMs: 60_000,
  });
  try {
    const map = sharedMap(await core.sharedDoc(), 'enrolments');
    expect([...map.keys()].sort()).toEqual([...rows].sort());
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const [, value] of map.entries()) {
      expect(sharedEnrolment.parse(value).fields.name).toMatch(/^Killed Enrolment \d+$/);
    }
    // Every pass the service issued before the kill is known to the store after the opening.
    expect(synced.length, 'passes issued before the kill').toBeGreaterThan(0);
    for (const localId of synced) {
      expect(sharedEnrolment.parse(map.get(localId)).serviceId, localId).toMatch(/^[0-9a-f]{24}$/);
    }
  } finally {
    await core.close();
  }
}, 240_000);
