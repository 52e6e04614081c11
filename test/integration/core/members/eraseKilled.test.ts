// An erasure killed part-way: each member is either erased whole (row, search entry and values
// gone, Delete User queued) or untouched, never half.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveDatabaseFile, reopenStation, startChild } from '../childEnv';
import { openDb } from '../../../../src/service/db/database';
import { createTables } from '../../../../src/service/db';
import { StationSecret } from '../../../../src/main/core/settings/stationSecret';
import { API_KEY, startWorld, until, type World } from '../world';

const MEMBERS = 300;
let world: World;
const members: { customerId: string; name: string }[] = [];

beforeAll(async () => {
  world = await startWorld();
  // Written straight into the service's database: the list is all the station reads of them.
  const db = openDb(join(world.dir, 'service.db'));
  const tables = createTables(db);
  const accountId = db.prepare('SELECT id FROM accounts').pluck().get() as string;
  db.transaction(() => {
    for (let i = 0; i < MEMBERS; i++) {
      const name = `Erasable ${String(i).padStart(3, '0')}x`;
      const added = tables.members.insert({
        accountId,
        groupId: world.groupId,
        dynamicFields: { name },
        count: 0,
        pass: {},
        renderedVersion: 1,
      });
      members.push({ customerId: added.customerId, name });
    }
  })();
  db.close();
});
afterAll(async () => {
  await world?.close();
});

it('leaves each member erased whole or untouched when the station is killed mid-way', async () => {
  const setUp = {
    dataDir: mkdtempSync(join(world.dir, 'killed-erase-')),
    serviceUrl: world.service.url,
    apiKey: API_KEY,
    programId: world.programId,
  };
  const { dataDir } = setUp;
  const child = startChild(join(import.meta.dirname, 'eraseProcess.ts'), setUp, {
    PASSDESK_MEMBERS: String(MEMBERS),
  });
  const { said } = child;
  await until(
    () => said.includes('ready'),
    `the station ready (it said: ${said.join(' ')})`,
    120_000,
  );
  await world.stopService();
  child.tell('go');
  await until(
    () => said.filter((l) => l.startsWith('erased')).length >= 5,
    `the first erasures (the station said: ${said.join(' ')})`,
    120_000,
  );
  await child.kill();

  const file = liveDatabaseFile(setUp);
  const core = await reopenStation(setUp);
  const erased: string[] = [];
  try {
    const db = new Database(file, { readonly: true });
    const kept = new Set(db.prepare('SELECT customer_id FROM members').pluck().all() as string[]);
    // Each erasure's item keeps the service's id sealed with the station's secret, until sent.
    const secret = StationSecret.load(join(dataDir, 'station-secret.json'), undefined);
    const queued = new Set(
      (
        db
          .prepare(
            `SELECT json_extract(payload, '$.sealedCustomerId') FROM outbox
             WHERE kind = 'eraseMember'`,
          )
          .pluck()
          .all() as string[]
      ).map((sealed) => secret.open('erasureSeal', sealed)),
    );
    db.close();
    for (const m of members) {
      const found = await core.handlers['members.search']({ query: m.name, limit: 5 });
      const isFound = found.members.some((f) => f.customerId === m.customerId);
      if (kept.has(m.customerId)) {
        expect(queued.has(m.customerId), m.name).toBe(false);
        expect(isFound, m.name).toBe(true);
      } else {
        expect(queued.has(m.customerId), m.name).toBe(true);
        expect(isFound, m.name).toBe(false);
        erased.push(m.name);
      }
    }
    expect(erased.length).toBeGreaterThanOrEqual(5);
    expect(erased.length).toBeLessThan(MEMBERS);
  } finally {
    await core.close();
    await world.startServiceAgain();
  }
  const bytes = readdirSync(dataDir)
    .filter((f) => /\.sqlite(-wal|-shm)?$/.test(f))
    .map((f) => readFileSync(join(dataDir, f)));
  for (const name of erased) {
    expect(
      bytes.some((b) => b.includes(name)),
      name,
    ).toBe(false);
  }
}, 240_000);
