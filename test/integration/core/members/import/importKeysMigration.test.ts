// A station that imported members before import keys were keyed and access codes sealed, opened
// by this one: each unkeyed key is rekeyed from the values its enrolment queued, dropped for a
// member who was erased, kept (and still matched) for one whose values are gone; each code is
// taken out of what was sent and sealed where it still waits, and the waiting ones still go.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { addStampProgram, drained, startStation, startWorld, type World } from '../../world';

let world: World;
let program: { dynamicPassId: string; groupId: string };
beforeAll(async () => {
  world = await startWorld();
  program = await addStampProgram(world, {
    name: 'Older card',
    dynamicFields: ['name', 'pin'],
    accessCode: '{pin}',
  });
});
afterAll(async () => {
  await world?.close();
});

const unkeyed = (fields: Record<string, string>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        program.dynamicPassId,
        Object.keys(fields)
          .sort()
          .map((name) => [name, fields[name]]),
      ]),
    )
    .digest('hex');

const CODES = ['SENT1AA', 'SENT2BB', 'SENT3CC', 'WAIT4DD', 'WAIT5EE'];
const csv = ['Name,PIN', ...CODES.map((code, i) => `Older Member ${i},${code}`)].join('\n');
const mapping = { fields: { name: 'Name', pin: 'PIN' }, count: null };

it('rekeys, drops or keeps each unkeyed import key, and seals or drops each kept code', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  await h['settings.update']({ programId: program.dynamicPassId });
  const sentPart = ['Name,PIN', ...CODES.slice(0, 3).map((c, i) => `Older Member ${i},${c}`)];
  await h['members.import']({ csv: sentPart.join('\n'), mapping });
  await drained(station.core);
  // The service refuses every change for now: the last two wait in the queue.
  world.setFaults({ errorRate: 1, appliesTo: 'changing' });
  expect((await h['members.import']({ csv, mapping })).added).toBe(2);
  await station.close();

  // The files as an older station left them: codes in the clear, keys unkeyed.
  const file = join(
    station.dataDir,
    readdirSync(station.dataDir).find((f) => /^passdesk-live.*\.sqlite$/.test(f))!,
  );
  const db = new Database(file);
  const rows = db
    .prepare(
      `SELECT i.row_key, o.id, o.payload FROM member_imports i JOIN outbox o ON o.id = i.enrol_item`,
    )
    .all() as { row_key: string; id: string; payload: string }[];
  expect(rows).toHaveLength(5);
  const putPayload = db.prepare('UPDATE outbox SET payload = ? WHERE id = ?');
  const putKey = db.prepare('UPDATE member_imports SET row_key = ? WHERE row_key = ?');
  const byName = new Map<string, string>();
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as {
      fields: Record<string, string>;
      sealedCode?: unknown;
    };
    const name = payload.fields['name']!;
    const fields = { ...payload.fields, pin: CODES[Number(name.slice(-1))]! };
    delete payload.sealedCode;
    putPayload.run(JSON.stringify({ ...payload, fields }), row.id);
    const key = unkeyed(fields);
    putKey.run(key, row.row_key);
    byName.set(name, key);
  }
  // Member 0 was erased (their key kept an anonymous id); member 1's enrolment is gone.
  db.prepare('UPDATE member_imports SET customer_id = ? WHERE row_key = ?').run(
    'erased-0123456789ab',
    byName.get('Older Member 0'),
  );
  db.prepare('UPDATE member_imports SET enrol_item = ? WHERE row_key = ?').run(
    'an-item-long-gone',
    byName.get('Older Member 1'),
  );
  db.prepare(`DELETE FROM cache_meta WHERE key = 'access_codes_sealed'`).run();
  db.close();
  const clear = (text: string) =>
    readdirSync(station.dataDir)
      .filter((f) => /\.sqlite(-wal)?$/.test(f))
      .some((f) => readFileSync(join(station.dataDir, f)).includes(text));
  expect(CODES.filter(clear)).toEqual(CODES);

  const reopened = await startStation(world, { dataDir: station.dataDir });
  const after = new Database(file, { readonly: true });
  const keys = after.prepare('SELECT row_key FROM member_imports').pluck().all() as string[];
  after.close();
  expect(keys).not.toContain(byName.get('Older Member 0'));
  expect(keys).toContain(byName.get('Older Member 1'));
  for (const name of ['Older Member 2', 'Older Member 3', 'Older Member 4']) {
    expect(keys, name).not.toContain(byName.get(name));
  }
  expect(keys.filter((k) => k.startsWith('k1:'))).toHaveLength(3);
  await reopened.core.handlers['sync.status']({});
  await reopened.close();
  expect(CODES.filter(clear)).toEqual([]);

  // The same file again: the rekeyed and the kept are already imported, the erased one is new.
  const again = await startStation(world, { dataDir: station.dataDir });
  await again.core.handlers['settings.update']({ programId: program.dynamicPassId });
  const check = await again.core.handlers['members.importCheck']({ csv, mapping });
  expect(check).toMatchObject({ ready: 1, alreadyImported: 4 });
  // The codes that waited, sealed since, still reach the service.
  world.setFaults({});
  await again.core.handlers['sync.now']({});
  await drained(again.core);
  const onService = await world.call<{ dynamicFields: Record<string, string> }[]>(
    'GET',
    API_PATHS.listUsers(program.groupId),
  );
  const pins = onService.map((u) => u.dynamicFields['pin']);
  expect(pins).toEqual(expect.arrayContaining(CODES));
  await again.close();
  expect(CODES.filter(clear)).toEqual([]);
});
