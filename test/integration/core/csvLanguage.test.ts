// The CSV files a manager exports speak the station's language: German headers, outcomes and
// roles when the station is set to German, English ones word for word otherwise; the times and
// ids a program reads back stay as stored, papaparse still reads every file, formulas stay
// defused, and a German member file is imported back with its count column found.
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { readCsvCell } from '@shared/csv';
import { bakeryCardRequest } from '../../fixtures/memberFile';
import { startStation, startWorld, type Station, type World } from './world';

let world: World;
let station: Station;
beforeAll(async () => {
  world = await startWorld();
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    bakeryCardRequest(10),
  );
  station = await startStation(world);
  await station.core.handlers['settings.update']({ programId: dynamicPassId, phoneCountry: 'GB' });
  await world.stopService();
  const imported = await station.core.handlers['members.import']({
    csv: 'name,phone,pin,count\n"=HYPERLINK(""http://x"")",07911 123456,4321,3\nAda Lovelace,,77,1\n',
    mapping: { fields: { name: 'name', phone: 'phone', email: null, pin: 'pin' }, count: 'count' },
  });
  expect(imported.added).toBe(2);
});
afterAll(async () => {
  await station?.close();
  await world?.close();
});

const parsed = (csv: string) => {
  const result = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result;
};

it('keeps the English headers word for word while the station speaks English', async () => {
  const h = station.core.handlers;
  const journal = (await h['journal.exportCsv']({})).csv;
  expect(journal.split('\r\n')[0]).toBe(
    'at,serviceTime,action,outcome,itemId,memberId,memberName,station,role,staff,detail,reason',
  );
  expect(parsed(journal).data.some((row) => row['outcome'] === 'saved')).toBe(true);
  const members = (await h['members.exportCsv']({})).csv;
  expect(members.split('\r\n')[0]).toBe('Member id,Pass id,Name,Phone,Email,Count');
});

it('writes German headers and words with the station in German, and still parses back', async () => {
  const h = station.core.handlers;
  await h['settings.update']({ language: 'de' });
  try {
    const journal = parsed((await h['journal.exportCsv']({})).csv);
    expect(journal.meta.fields).toEqual([
      'Zeitpunkt',
      'Dienstzeit',
      'Aktion',
      'Ergebnis',
      'Eintrags-ID',
      'Mitglieds-ID',
      'Mitglied',
      'Station',
      'Rolle',
      'Personal',
      'Detail',
      'Grund',
    ]);
    const saved = journal.data.filter((row) => row['Ergebnis'] === 'gespeichert');
    expect(saved.length).toBeGreaterThan(0);
    // Machine-readable columns as stored: an ISO time, an action's code, the role's word said.
    expect(saved[0]!['Zeitpunkt']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(saved.every((row) => row['Rolle'] === 'Inhaber')).toBe(true);

    const { csv } = await h['members.exportCsv']({});
    const members = parsed(csv);
    expect(members.meta.fields).toEqual([
      'Mitglieds-ID',
      'Pass-ID',
      'Name',
      'Phone',
      'Email',
      'Anzahl',
    ]);
    const names = members.data.map((row) => row['Name']!);
    expect(names).toContain(`'=HYPERLINK("http://x")`);
    expect(names.map(readCsvCell)).toContain('=HYPERLINK("http://x")');
    expect(members.data.find((row) => row['Name'] === 'Ada Lovelace')!['Anzahl']).toBe('1');

    // The German file comes back: its count column is found by its German header.
    const check = await h['members.importCheck']({ csv });
    expect(check.mapping.count).toBe('Anzahl');
  } finally {
    await h['settings.update']({ language: 'en' });
  }
});
