// What a member leaves in the station's files, read byte for byte while the station runs: every
// file of its data folder (the databases, their write-ahead logs and shared memory, backups,
// settings, secrets), and the shared document's stored updates. An erased member leaves nothing
// at any step of their erasure (queued, sent, answered and anonymised, reopened); an access code
// is sent and never kept; an import key is keyed and goes with its member.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash, createHmac } from 'node:crypto';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { addStampProgram, drained, startStation, startWorld, until, type World } from '../world';

let world: World;
let program: { dynamicPassId: string; groupId: string };

beforeAll(async () => {
  world = await startWorld();
  program = await addStampProgram(world, {
    name: 'Locked tea card',
    header: '{name}',
    dynamicFields: ['name', 'phone', 'pin'],
    accessCode: '{pin}',
  });
});
afterAll(async () => {
  await world?.close();
});

/** Every file under the data folder, read now. */
function folderFiles(dir: string): { name: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true)
    .map((path) => ({ name: relative(dir, path), bytes: readFileSync(path) }));
}

/** Which of `texts` are in which file of the folder, and in the shared document's updates. */
function leftIn(dataDir: string, texts: readonly string[]): string[] {
  const files = folderFiles(dataDir);
  const databases = files.filter((f) => /passdesk-live[^/]*\.sqlite$/.test(f.name));
  expect(databases.length).toBeGreaterThan(0);
  // The shared document as it is kept, read through SQLite (in the log or the file).
  for (const file of databases) {
    const db = new Database(join(dataDir, file.name), { readonly: true, fileMustExist: true });
    const updates = db.prepare('SELECT data FROM store_updates').pluck().all() as Buffer[];
    db.close();
    files.push({ name: `${file.name}: store_updates`, bytes: Buffer.concat(updates) });
  }
  return texts.flatMap((text) =>
    files.filter((f) => f.bytes.includes(text, 0, 'utf8')).map((f) => `${text} in ${f.name}`),
  );
}

const page = { query: '', sort: 'name', descending: false, offset: 0, limit: 50 } as const;

describe("an erased member's trace in the station's files", () => {
  it('is gone when the manager confirms, while Delete User is sent, answered and after', async () => {
    // Delete User requests are held here until the test has read the files in between.
    let deleteSeen: (() => void) | null = null;
    let releaseDelete: () => void = () => {};
    const deleteSent = new Promise<void>((resolve) => (deleteSeen = resolve));
    const deleteMayGo = new Promise<void>((resolve) => (releaseDelete = resolve));
    const heldFetch: typeof fetch = async (input, init) => {
      if (init?.method === 'DELETE') {
        deleteSeen?.();
        await deleteMayGo;
      }
      return fetch(input, init);
    };
    const station = await startStation(world, { fetch: heldFetch });
    const h = station.core.handlers;
    await h['settings.update']({ programId: program.dynamicPassId, phoneCountry: 'GB' });
    const csv = [
      'Name,Phone,PIN',
      'Quintessa Varga-Holm,020 7946 1234,QV73KX',
      'Ottilie Brandstrom,020 7946 5678,OB58TZ',
    ].join('\n');
    const mapping = { fields: { name: 'Name', phone: 'Phone', pin: 'PIN' }, count: null };
    expect((await h['members.import']({ csv, mapping })).added).toBe(2);
    await drained(station.core);
    const listed = await until(async () => {
      const found = (await h['members.search']({ query: 'quintessa', limit: 5 })).members;
      return found[0] && !found[0].customerId.startsWith('local:') ? found[0] : null;
    }, 'the imported member issued');
    const { customerId } = listed;
    const { member } = await h['members.get']({ customerId });
    for (let i = 0; i < 2; i++) {
      await h['counter.checkIn']({ customerId, action: { kind: 'increment' } });
    }
    await h['members.update']({
      customerId,
      fields: { name: 'Quintessa Varga-Holm', phone: '020 7946 4321', pin: 'QV99RW' },
    });
    await drained(station.core);
    await h['insights.get']({ period: '30d', account: false });
    await station.core.backupNow();
    const database = readdirSync(station.dataDir).find((f) => /^passdesk-live.*\.sqlite$/.test(f))!;
    const read = new Database(join(station.dataDir, database), { readonly: true });
    const importKeys = read
      .prepare('SELECT row_key FROM member_imports WHERE customer_id = ?')
      .pluck()
      .all(localIdOf(read, customerId)) as string[];
    const localId = localIdOf(read, customerId);
    read.close();
    expect(importKeys).toHaveLength(1);
    // The digest an unkeyed station wrote for this row: what anyone could compute from a guess.
    const unkeyed = createHash('sha256')
      .update(
        JSON.stringify([
          program.dynamicPassId,
          [
            ['name', 'Quintessa Varga-Holm'],
            ['phone', '+442079461234'],
            ['pin', 'QV73KX'],
          ],
        ]),
      )
      .digest('hex');
    const theirs = [
      customerId,
      member.cardId!,
      localId,
      'Quintessa',
      'Varga-Holm',
      '2079461234',
      '2079464321',
      '7946 4321',
      importKeys[0]!,
      unkeyed,
    ];
    // Before: the station holds them (the scan can find what it looks for).
    expect(leftIn(station.dataDir, [customerId, 'Quintessa'])).not.toEqual([]);

    const erased = await h['members.erase']({ customerId, confirm: true });
    expect(erased.item?.state).toBe('pending');
    expect(leftIn(station.dataDir, theirs), 'queued').toEqual([]);
    await deleteSent;
    expect((await h['sync.status']({})).sending).toBe(1);
    expect(leftIn(station.dataDir, theirs), 'sent').toEqual([]);
    releaseDelete();
    const answered = await until(async () => {
      const items = (await h['queue.list']({ states: ['synced'], limit: 100 })).items;
      return items.find((i) => i.id === erased.item!.id) ?? null;
    }, 'the erasure answered');
    expect(answered.customerId).toBe(erased.anonymousId);
    expect(leftIn(station.dataDir, theirs), 'answered and anonymised').toEqual([]);
    // The backups were taken again after the answer: one, and it holds nothing of theirs.
    await until(
      () => readdirSync(join(station.dataDir, 'backups', database.slice(9, -7))).length === 1,
      'the backups replaced',
    );
    expect(leftIn(station.dataDir, theirs), 'backups replaced').toEqual([]);
    // What a copy of the database alone could confirm of a guessed id: nothing. The digest and
    // anonymous id made with the database's own key are in no file.
    const copy = new Database(join(station.dataDir, database), { readonly: true });
    const dbKey = String(
      copy.prepare(`SELECT value FROM cache_meta WHERE key = 'erasure_key'`).pluck().get(),
    );
    copy.close();
    const guessed = createHmac('sha256', dbKey).update(customerId).digest('hex');
    expect(leftIn(station.dataDir, [guessed, `erased-${guessed.slice(0, 12)}`])).toEqual([]);
    expect(erased.anonymousId).not.toBe(`erased-${guessed.slice(0, 12)}`);
    // The other member is still there, found by the same scan.
    expect(leftIn(station.dataDir, ['Ottilie'])).not.toEqual([]);
    // The same file again adds them anew: their import key went with them.
    const again = await h['members.import']({ csv, mapping });
    expect(again).toMatchObject({ added: 1, alreadyImported: 1 });
    await station.close();
  });
});

/** The local id the member was imported under (their enrolment's), from its answer. */
function localIdOf(db: Database.Database, customerId: string): string {
  return db
    .prepare(
      `SELECT customer_id FROM outbox WHERE kind = 'enrol' AND json_extract(result, '$.customerId') = ?`,
    )
    .pluck()
    .get(customerId) as string;
}

describe('access codes', () => {
  it('are sent to the service and kept nowhere in the station’s files, backups included', async () => {
    const station = await startStation(world);
    const h = station.core.handlers;
    await h['settings.update']({ programId: program.dynamicPassId, phoneCountry: 'GB' });
    const codes = Array.from({ length: 40 }, (_, i) => `K${String(i).padStart(2, '0')}ZQ7W`);
    const csv = ['Name,PIN', ...codes.map((code, i) => `Coded Member ${i},${code}`)].join('\n');
    await world.stopService();
    const mapping = { fields: { name: 'Name', pin: 'PIN' }, count: null };
    expect((await h['members.import']({ csv, mapping })).added).toBe(40);
    // Waiting to be sent, in a backup too: sealed, never in the clear.
    await station.core.backupNow();
    expect(leftIn(station.dataDir, codes), 'queued').toEqual([]);
    await world.startServiceAgain();
    await h['sync.now']({});
    await drained(station.core);
    const onService = await world.call<{ dynamicFields: Record<string, string> }[]>(
      'GET',
      API_PATHS.listUsers(program.groupId),
    );
    const sent = onService.map((u) => u.dynamicFields['pin']).filter((c) => codes.includes(c!));
    expect(sent.sort()).toEqual([...codes].sort());
    await station.core.backupNow();
    expect(leftIn(station.dataDir, codes), 'sent').toEqual([]);
    // A change of details asks for the code again: it is sent, and not kept either.
    const [coded] = (await h['members.search']({ query: 'Coded Member 7', limit: 1 })).members;
    await h['members.update']({
      customerId: coded!.customerId,
      fields: { name: 'Coded Member 7', pin: 'NEW7CODE' },
    });
    await drained(station.core);
    expect(leftIn(station.dataDir, ['NEW7CODE']), 'changed').toEqual([]);
    expect((await h['members.list']({ ...page, query: 'Coded' })).total).toBe(40);
    await station.close();
    expect(leftIn(station.dataDir, [...codes, 'NEW7CODE']), 'closed').toEqual([]);
  });
});
