// An enrolment and its shared entry are one transaction: a station killed with SIGKILL while it
// enrols (and while the service issues the passes) keeps both or neither, and on opening again
// tells the store every pass issued before the kill.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveDatabaseFile, reopenStation, startChild } from '../../childEnv';
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
  const setUp = {
    dataDir: mkdtempSync(join(world.dir, 'killed-enrol-')),
    serviceUrl: world.service.url,
    apiKey: API_KEY,
    programId: world.programId,
  };
  const child = startChild(join(import.meta.dirname, 'enrolProcess.ts'), setUp);
  const { said } = child;
  await until(
    () => said.filter((l) => l.startsWith('enrolled')).length >= 20 && said.includes('issued'),
    `twenty enrolments and a pass issued (the station said: ${said.join(' ')})`,
    120_000,
  );
  await child.kill();

  const db = new Database(liveDatabaseFile(setUp), { readonly: true });
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

  const core = await reopenStation(setUp);
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
