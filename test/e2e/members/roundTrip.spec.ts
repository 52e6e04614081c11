// The members file a manager exports is a file another station imports: on a fresh station every
// member comes in with their values (a phone the export wrote '+44… as +44…), and a second
// import adds nobody.
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_PATHS } from '@shared/api';
import { bakeryCardRequest } from '../../fixtures/memberFile';
import { axeOn } from '../support/axe';
import { test } from '../support/station';
import { startTestStation, type TestStation } from '../support/testStation';

/** A tea card whose pass needs no access code (the export never holds one), as the program. */
async function teaCard(station: TestStation): Promise<void> {
  await station.call('POST', API_PATHS.createLoyaltyTemplate, {
    ...bakeryCardRequest(10),
    name: 'Tea card',
    accessCode: undefined,
    dynamicFields: ['name', 'phone', 'email'],
  });
  const { items } = await station.core.handlers['templates.list']({ refresh: true });
  const tea = items.find((t) => t.name === 'Tea card')!;
  await station.core.handlers['settings.update']({
    programId: tea.dynamicPassId,
    phoneCountry: 'GB',
  });
}

const count = (page: Page, what: string) => page.getByTestId(`import-${what}`);

async function chooseFile(page: Page, csv: string): Promise<void> {
  await page
    .getByLabel('Member file (CSV)')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('a members export imports whole on a fresh station, and only once', async ({
  page,
  station,
}) => {
  await teaCard(station);
  await station.core.handlers['members.import']({
    csv: 'Name,Phone,Email,Count\nAda Quill,+44 20 7946 0001,ada@example.com,3\n-Dash,07911 123456,,7\nBo,,bo@example.com,\n',
    mapping: { fields: { name: 'Name', phone: 'Phone', email: 'Email' }, count: 'Count' },
  });
  await page.goto(`${station.url}#/members/import`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export members (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain("'+442079460001");
  expect(csv).toContain("'-Dash");

  const fresh = await startTestStation();
  try {
    await teaCard(fresh);
    await page.goto(`${fresh.url}#/members/import`);
    await chooseFile(page, csv);
    await expect(count(page, 'ready')).toHaveText('3');
    await expect(count(page, 'problems')).toHaveText('0');
    await expect(page.getByTestId('import-no-problems')).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Import 3 members' }).click();
    await expect(page.getByTestId('import-outcome')).toContainText('Added 3 members to the queue.');
    await expect(count(page, 'already-imported')).toHaveText('3');
    await expect(page.getByRole('button', { name: 'Import 0 members' })).toBeDisabled();

    // Each with their values, as the first station had them.
    const { members } = await fresh.core.handlers['members.list']({
      query: '',
      sort: 'name',
      descending: false,
      offset: 0,
      limit: 10,
    });
    const rows = members.map((m) => [
      m.fields['name'],
      m.fields['phone'] ?? '',
      m.fields['email'] ?? '',
      m.displayCount,
    ]);
    expect(rows).toEqual([
      ['-Dash', '+447911123456', '', 7],
      ['Ada Quill', '+442079460001', 'ada@example.com', 3],
      ['Bo', '', 'bo@example.com', 0],
    ]);
    // The fresh station's own export matches the first one's values.
    const again = Papa.parse<string[]>(
      (await fresh.core.handlers['members.exportCsv']({})).csv.trim(),
    ).data;
    const values = (table: string[][]) =>
      table
        .slice(1)
        .map((row) => row.slice(2))
        .sort();
    expect(values(again)).toEqual(values(Papa.parse<string[]>(csv.trim()).data));
  } finally {
    await fresh.close();
  }
});
