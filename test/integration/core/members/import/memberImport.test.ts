// A store's member file imported: checked row by row with the enrolment form's schema (a dry run
// first), queued offline as enrolments and counts, never twice, finished after a cut-off run, and
// synced to the service; and the program's members exported with formulas defused.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { bakeryCardRequest, memberFile } from '../../../../fixtures/memberFile';
import { createCore, MemoryKeyVault, type Core } from '../../../../../src/main/core';
import {
  API_KEY,
  drained,
  startStation,
  startWorld,
  until,
  type Station,
  type World,
} from '../../world';

const MAX = 10;
let world: World;
let program: { dynamicPassId: string; groupId: string };

beforeAll(async () => {
  world = await startWorld();
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    bakeryCardRequest(MAX),
  );
  const groups = await world.call<{ groupId: string; dynamicPassId: string }[]>(
    'GET',
    API_PATHS.listGroups,
  );
  program = {
    dynamicPassId,
    groupId: groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId,
  };
});
afterAll(async () => {
  await world?.close();
});

async function bakeryStation(): Promise<Station> {
  const station = await startStation(world);
  // Numbers in the files are written the British way, without +44.
  await station.core.handlers['settings.update']({
    programId: program.dynamicPassId,
    phoneCountry: 'GB',
  });
  return station;
}

/** The service running again after a test took it away (already running: nothing to do). */
const serviceBack = () => world.startServiceAgain().catch(() => undefined);

const pending = async (core: Core) => (await core.handlers['sync.status']({})).pending;

describe('importing a store’s members', () => {
  it('checks every row first, imports the good ones once, and syncs them with their counts', async () => {
    const station = await bakeryStation();
    try {
      await world.stopService();
      const { csv, bad } = memberFile(MAX);
      const h = station.core.handlers;

      const check = await h['members.importCheck']({ csv });
      expect(check.columns).toEqual(['Customer Name', 'Mobile', 'E-mail', 'PIN', 'Stamps']);
      // Guessed from the names, and the access code left alone.
      expect(check.mapping).toEqual({
        fields: { name: 'Customer Name', phone: 'Mobile', email: 'E-mail', pin: 'PIN' },
        count: 'Stamps',
      });
      expect(check.rows).toBe(1000);
      expect(check.problemCount).toBe(20);
      expect(check.problems.map((p) => p.line)).toEqual(bad);
      expect(check.problems[0]!.messages.join(' ')).toMatch(/Name is needed/);
      expect(check.ready).toBe(980);
      // A dry run stores nothing.
      expect(await pending(station.core)).toBe(0);

      const first = await h['members.import']({ csv, mapping: check.mapping });
      expect(first).toEqual({ added: 980, alreadyImported: 0, repeated: 0, skipped: 20 });
      const queued = await pending(station.core);
      const withCounts = 980 - 980 / MAX + 2; // rows at the initial count 0 need no set
      expect(queued).toBeGreaterThanOrEqual(980);
      expect(queued).toBeLessThanOrEqual(980 + withCounts);

      const again = await h['members.import']({ csv, mapping: check.mapping });
      expect(again).toEqual({ added: 0, alreadyImported: 980, repeated: 0, skipped: 20 });
      expect(await pending(station.core)).toBe(queued);
      expect((await h['members.importCheck']({ csv })).ready).toBe(0);

      // Found at once, offline, by the number as people write it.
      const found = await h['members.search']({ query: 'Member 123', limit: 20 });
      expect(found.members.map((m) => m.name)).toContain('Member 123');

      await world.startServiceAgain();
      await drained(station.core, 120_000);
      const members = await world.call<{ dynamicFields: Record<string, string>; count?: number }[]>(
        'GET',
        API_PATHS.listUsers(program.groupId),
      );
      expect(members).toHaveLength(980);
      const m123 = members.find((m) => m.dynamicFields['name'] === 'Member 123');
      expect(m123?.count).toBe(123 % MAX);
      expect(m123?.dynamicFields['email']).toBe('m123@example.com');
    } finally {
      await station.close();
      await serviceBack();
    }
  }, 180_000);

  it('finishes an import killed part-way when run again, adding nobody twice', async () => {
    const dataDir = mkdtempSync(join(world.dir, 'killed-import-'));
    const serviceUrl = world.service.url;
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `Late ${i},07911${100000 + i},${i % 9000},${i % MAX}`,
    );
    const file = join(world.dir, 'members.csv');
    writeFileSync(file, ['name,phone,pin,count', ...rows].join('\n'));
    const mapping = { fields: { name: 'name', phone: 'phone', pin: 'pin' }, count: 'count' };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'importProcess.ts')],
      {
        env: {
          ...process.env,
          PASSDESK_DATA_DIR: dataDir,
          PASSDESK_API_KEY: API_KEY,
          PASSDESK_SERVICE_URL: serviceUrl,
          PASSDESK_PROGRAM_ID: program.dynamicPassId,
          PASSDESK_CSV: file,
          PASSDESK_MAPPING: JSON.stringify(mapping),
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const lines = createInterface({ input: child.stdout! });
    const said: string[] = [];
    await new Promise<void>((resolve) => lines.once('line', () => resolve()));
    lines.on('line', (line) => said.push(line));
    child.stderr!.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    await world.stopService();
    child.stdin!.write('go\n');
    // Killed once some slices are on disk and before the last one is.
    // The live queue of the service's origin (docs/ARCHITECTURE.md: one database per origin).
    const database = () => {
      const named = JSON.parse(readFileSync(join(dataDir, 'live-databases.json'), 'utf8')) as {
        byOrigin: Record<string, string>;
      };
      return join(dataDir, `passdesk-${named.byOrigin[new URL(serviceUrl).origin]}.sqlite`);
    };
    const imported = () => {
      try {
        const db = new Database(database(), { readonly: true, fileMustExist: true });
        try {
          return (db.prepare('SELECT COUNT(*) AS n FROM member_imports').get() as { n: number }).n;
        } finally {
          db.close();
        }
      } catch {
        return 0;
      }
    };
    const before = await until(
      () => {
        const n = imported();
        return n >= 1000 ? n : false;
      },
      `the first slices of the import on disk (the station said: ${said.join(' ') || 'nothing'})`,
      120_000,
    );
    child.kill('SIGKILL');
    await exited;
    const atKill = imported();
    expect(atKill).toBeGreaterThanOrEqual(before);
    expect(atKill).toBeLessThan(20_000);

    // Started again on its data while the service is still away: the import runs offline.
    const station = await createCore({
      dataDir,
      keyVault: new MemoryKeyVault({ apiKey: API_KEY, origin: new URL(serviceUrl).origin }),
    });
    try {
      const csv = ['name,phone,pin,count', ...rows].join('\n');
      const again = await station.handlers['members.import']({ csv, mapping });
      expect(again.added + again.alreadyImported).toBe(20_000);
      expect(again.alreadyImported).toBe(atKill);
      // Each row queued once: one enrolment per member, and a set for each count above 0.
      const db = new Database(database(), { readonly: true });
      try {
        const kinds = db
          .prepare('SELECT kind, COUNT(*) AS n FROM outbox GROUP BY kind ORDER BY kind')
          .all() as { kind: string; n: number }[];
        expect(kinds).toEqual([
          { kind: 'checkIn', n: 20_000 - 20_000 / MAX },
          { kind: 'enrol', n: 20_000 },
        ]);
        const names = db
          .prepare(
            "SELECT COUNT(DISTINCT json_extract(payload, '$.fields.name')) AS n FROM outbox WHERE kind = 'enrol'",
          )
          .get() as { n: number };
        expect(names.n).toBe(20_000);
      } finally {
        db.close();
      }
    } finally {
      await station.close();
      await serviceBack();
    }
  }, 240_000);

  it('refuses a file it cannot read, or a mapping to columns it does not have, with what to fix', async () => {
    const station = await bakeryStation();
    try {
      const h = station.core.handlers;
      await expect(h['members.importCheck']({ csv: '' })).rejects.toThrow(
        /first row should name the columns/,
      );
      await expect(
        h['members.importCheck']({
          csv: 'name,pin\nAda,1\n',
          mapping: { fields: { name: 'Full name', pin: 'pin' }, count: null },
        }),
      ).rejects.toThrow(/no column "Full name"/);
      await expect(
        h['members.importCheck']({
          csv: 'name\nAda\n',
          mapping: { fields: { shoeSize: 'name' }, count: null },
        }),
      ).rejects.toThrow(/no field "shoeSize"/);
      const many = `name\n${'x\n'.repeat(20_001)}`;
      await expect(h['members.importCheck']({ csv: many })).rejects.toThrow(
        /more than 20,000 members/,
      );
      expect(await pending(station.core)).toBe(0);
    } finally {
      await station.close();
    }
  });

  it('shows the first rows as read, so the manager sees what each column holds, codes hidden', async () => {
    const station = await bakeryStation();
    try {
      const rows = Array.from(
        { length: 8 },
        (_, i) => `"Smith, Jo ${i}",0791110000${i},${i ? 40 + i : ''}`,
      );
      const csv = ['Name,Mobile,PIN', ...rows].join('\n');
      const h = station.core.handlers;
      const check = await h['members.importCheck']({ csv });
      expect(check.mapping.fields['pin']).toBe('PIN');
      expect(check.sample).toEqual(
        Array.from({ length: 5 }, (_, i) => [`Smith, Jo ${i}`, `0791110000${i}`, i ? '••••' : '']),
      );
      // A column that fills no access code is shown as it is.
      const unmapped = await h['members.importCheck']({
        csv,
        mapping: { fields: { name: 'Name', phone: 'Mobile', email: null, pin: null }, count: null },
      });
      expect(unmapped.sample[1]).toEqual(['Smith, Jo 1', '07911100001', '41']);
    } finally {
      await station.close();
    }
  });
});

describe('exporting the members', () => {
  it('lists the program’s members with their counts, formulas defused, access codes left out', async () => {
    const station = await bakeryStation();
    try {
      const h = station.core.handlers;
      await h['members.import']({
        csv: 'name,phone,pin,count\n=HYPERLINK("http://x"),+44 20 7946 0000,4321,3\nBo,,77,\n',
        mapping: {
          fields: { name: 'name', phone: 'phone', email: null, pin: 'pin' },
          count: 'count',
        },
      });
      const { filename, csv } = await h['members.exportCsv']({});
      expect(filename).toMatch(/^passdesk-members-bakery-card-\d{4}-\d\d-\d\d\.csv$/);
      const [header, ...lines] = csv.trim().split('\r\n');
      expect(header).toBe('Member id,Pass id,Name,Phone,Email,Count');
      expect(csv).not.toContain('4321');
      expect(lines.some((l) => l.includes(`"'=HYPERLINK(""http://x"")"`))).toBe(true);
    } finally {
      await station.close();
    }
  });
});

describe('an export imported on another station', () => {
  it('brings every member in with their values, defused cells read back, and adds nobody twice', async () => {
    // A card whose pass needs no access code: the export never holds one, so only such a
    // program's members can come back whole from it.
    const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
      'POST',
      API_PATHS.createLoyaltyTemplate,
      {
        ...bakeryCardRequest(MAX),
        name: 'Tea card',
        accessCode: undefined,
        dynamicFields: ['name', 'phone', 'email'],
      },
    );
    const open = async () => {
      const station = await startStation(world);
      await station.core.handlers['settings.update']({
        programId: dynamicPassId,
        phoneCountry: 'GB',
      });
      return station;
    };
    const first = await open();
    const fresh = await open();
    try {
      await world.stopService();
      const people = [
        ['Ada Lovelace', '+44 20 7946 0001', 'ada@example.com', '3'],
        ['=HYPERLINK("http://x")', '07911 123456', '', '0'],
        ['-Dash', '', 'dash@example.com', '7'],
        ['@Home', '+442079460004', '', ''],
      ];
      const file = [
        'Name,Phone,Email,Count',
        ...people.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')),
      ].join('\n');
      const mapping = { fields: { name: 'Name', phone: 'Phone', email: 'Email' }, count: 'Count' };
      expect((await first.core.handlers['members.import']({ csv: file, mapping })).added).toBe(4);
      const { csv } = await first.core.handlers['members.exportCsv']({});
      expect(csv).toContain("'+442079460001");

      const h = fresh.core.handlers;
      const check = await h['members.importCheck']({ csv });
      expect(check.problems).toEqual([]);
      expect(check.ready).toBe(4);
      const guessed = check.mapping;
      expect(guessed).toEqual({
        fields: { name: 'Name', phone: 'Phone', email: 'Email' },
        count: 'Count',
      });
      expect(await h['members.import']({ csv, mapping: guessed })).toEqual({
        added: 4,
        alreadyImported: 0,
        repeated: 0,
        skipped: 0,
      });
      const { members } = await h['members.list']({
        query: '',
        sort: 'name',
        descending: false,
        offset: 0,
        limit: 10,
      });
      const byName = new Map(members.map((m) => [m.name, m]));
      expect([...byName.keys()].sort()).toEqual([
        '-Dash',
        '=HYPERLINK("http://x")',
        '@Home',
        'Ada Lovelace',
      ]);
      expect(byName.get('Ada Lovelace')?.fields).toEqual({
        name: 'Ada Lovelace',
        phone: '+442079460001',
        email: 'ada@example.com',
      });
      expect(byName.get('=HYPERLINK("http://x")')?.fields['phone']).toBe('+447911123456');
      expect(byName.get('-Dash')?.displayCount).toBe(7);
      expect(byName.get('@Home')?.fields['phone']).toBe('+442079460004');

      expect(await h['members.import']({ csv, mapping: guessed })).toEqual({
        added: 0,
        alreadyImported: 4,
        repeated: 0,
        skipped: 0,
      });
      expect(
        (
          await h['members.list']({
            query: '',
            sort: 'name',
            descending: false,
            offset: 0,
            limit: 10,
          })
        ).total,
      ).toBe(4);
    } finally {
      await first.close();
      await fresh.close();
      await serviceBack();
    }
  });
});

describe('who may import and export', () => {
  it('a cashier is refused all three, also at once; a manager is not', async () => {
    const station = await bakeryStation();
    try {
      const h = station.core.handlers;
      const csv = 'name,pin\nAda,1\n';
      const mapping = { fields: { name: 'name', pin: 'pin' }, count: null };
      await h['staff.add']({ name: 'Olive', role: 'owner', pin: '1357' });
      const manager = await h['staff.add']({ name: 'Mia', role: 'manager', pin: '2468' });
      await h['staff.signOut']({});
      const calls = () => [
        h['members.importCheck']({ csv }),
        h['members.import']({ csv, mapping }),
        h['members.exportCsv']({}),
      ];
      const refused = await Promise.allSettled([...calls(), ...calls()]);
      for (const outcome of refused) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected') {
          expect((outcome.reason as { kind: string }).kind).toBe('forbidden');
        }
      }
      expect(await pending(station.core)).toBe(0);
      await h['staff.signIn']({ staffId: manager.id, pin: '2468' });
      const [check, first, second] = await Promise.all([
        h['members.importCheck']({ csv }),
        h['members.import']({ csv, mapping }),
        h['members.import']({ csv, mapping }),
      ]);
      expect(check.rows).toBe(1);
      // Two imports of one file at once still add the member once.
      expect(first.added + second.added).toBe(1);
      expect(first.alreadyImported + second.alreadyImported).toBe(1);
      expect((await h['members.exportCsv']({})).csv).toContain('Ada');
    } finally {
      await station.close();
    }
  });
});
