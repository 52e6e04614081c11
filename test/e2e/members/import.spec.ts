// A store's members brought in from a CSV file on the import page: the preview guesses the
// mapping, the dry run lists every bad row by line, the import queues the rest offline, and
// importing the same file again (also from a page that checked it before) adds nobody twice;
// then the export holds the members and never an access code.
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { API_PATHS } from '../../../src/shared/api';
import { bakeryCardRequest, memberFile, pinOf } from '../../fixtures/memberFile';
import {
  expect,
  expectNoAxeViolations,
  openStation,
  test,
  type DeskWorld,
} from '../desk/support/deskWorld';
import { groupOf } from '../desk/support/seed';
import { addStaff, signInAs } from '../support/staffPage';

const MAX = 10;
const IMPORT_PAGE = '/members/import';

/** The bakery's card made on the service and chosen as the counter's program. */
async function bakeryProgram(world: DeskWorld): Promise<string> {
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    bakeryCardRequest(MAX),
  );
  await world.core.handlers['templates.list']({ refresh: true });
  // Numbers in the file are written the British way.
  await world.core.handlers['settings.update']({ programId: dynamicPassId, phoneCountry: 'GB' });
  return dynamicPassId;
}

async function chooseFile(page: Page, csv: string): Promise<void> {
  await page
    .getByLabel('Member file (CSV)')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

const count = (page: Page, what: string) => page.getByTestId(`import-${what}`);

async function queued(world: DeskWorld): Promise<number> {
  const status = await world.core.handlers['sync.status']({});
  return status.pending + status.sending;
}

test.use({ credits: { freeCredits: 0, premiumCredits: 2_000 } });

test('a 1,000-row file: preview, dry run, import offline, import again, then export', async ({
  page,
  world,
  context,
}) => {
  test.setTimeout(480_000);
  const programId = await bakeryProgram(world);
  const { csv, bad, badCounts } = memberFile(MAX);
  await openStation(page, world, IMPORT_PAGE);
  await expect(page.getByRole('heading', { name: 'Import members', level: 1 })).toBeVisible();

  // Preview: the columns mapped from their names, the first rows, the counts.
  await chooseFile(page, csv);
  await expect(count(page, 'rows')).toHaveText('1,000');
  await expect(count(page, 'ready')).toHaveText('980');
  await expect(count(page, 'already-imported')).toHaveText('0');
  await expect(count(page, 'repeated')).toHaveText('0');
  await expect(count(page, 'problems')).toHaveText('20');
  const mapping = page.getByTestId('import-mapping');
  await expect(mapping.getByLabel(/^Name/)).toHaveValue('Customer Name');
  await expect(mapping.getByLabel(/^Phone/)).toHaveValue('Mobile');
  await expect(mapping.getByLabel(/^Email/)).toHaveValue('E-mail');
  await expect(mapping.getByLabel(/^Pin/)).toHaveValue('PIN');
  await expect(mapping.getByLabel('Current count')).toHaveValue('Stamps');
  const sample = page.getByTestId('import-sample');
  await expect(sample.locator('tbody tr')).toHaveCount(5);
  await expect(sample.locator('tbody tr').first()).toContainText('Member 0');
  // The access codes are the file's, but the station shows none.
  await expect(sample.locator('tbody tr').first().locator('td').nth(3)).toHaveText('••••');
  await expect(sample.locator('thead')).toContainText('→ Current count');

  // Dry run: each bad row by its line in the file, with what is wrong.
  const problems = page.getByTestId('import-problem');
  await expect(problems).toHaveCount(20);
  const lines = await problems.locator('strong').allInnerTexts();
  expect(lines).toEqual(bad.map((line) => `Line ${line}:`));
  await expect(problems.first()).toContainText('Name is needed');
  await expect(page.getByTestId('import-problems-more')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Changing the mapping checks again: without the count, only the counts were wrong.
  await mapping.getByLabel('Current count').selectOption({ label: 'Not imported' });
  await expect(count(page, 'problems')).toHaveText(String(20 - badCounts));
  await expect(sample.locator('thead')).not.toContainText('→ Current count');
  await mapping.getByLabel('Current count').selectOption('Stamps');
  await expect(count(page, 'problems')).toHaveText('20');
  expect(await queued(world)).toBe(0);

  // A second manager's page checks the same file before the import runs.
  const other = await context.newPage();
  await openStation(other, world, IMPORT_PAGE);
  await chooseFile(other, csv);
  await expect(count(other, 'ready')).toHaveText('980');

  // Import with the service out of reach: every member is queued before the page says so.
  world.setOnline(false);
  await page.getByRole('button', { name: 'Import 980 members' }).click();
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toContainText('Added 980 members to the queue.');
  await expect(outcome).toContainText('20 skipped with problems');
  await expect(outcome.getByRole('link', { name: 'Open the Queue' })).toHaveAttribute(
    'href',
    '#/queue',
  );
  const inQueue = await queued(world);
  // An enrolment each, and a set for each count other than the card's first (0).
  const withCounts = Array.from({ length: 1000 }, (_, i) => i).filter(
    (i) => i % MAX !== 0 && !bad.includes(i + 2),
  ).length;
  expect(inQueue).toBe(980 + withCounts);
  // Checked again: a further run would add nobody.
  await expect(count(page, 'ready')).toHaveText('0');
  await expect(count(page, 'already-imported')).toHaveText('980');
  await expect(page.getByRole('button', { name: 'Import 0 members' })).toBeDisabled();
  await expect(page.getByTestId('import-nothing-new')).toHaveText(
    'Every member of this file is already imported.',
  );
  await expectNoAxeViolations(page);

  // The other page's check is older than the import: its Import adds nobody all the same.
  await other.getByRole('button', { name: 'Import 980 members' }).click();
  await expect(other.getByTestId('import-outcome')).toContainText(
    'Nobody new to add: nothing was queued.',
  );
  await expect(other.getByTestId('import-outcome')).toContainText(
    '980 members already imported before',
  );
  expect(await queued(world)).toBe(inQueue);

  // Back online, the queue reaches the service: 980 members, each once, with their counts.
  world.setOnline(true);
  await expect.poll(() => queued(world), { timeout: 360_000, intervals: [1000] }).toBe(0);
  const status = await world.core.handlers['sync.status']({});
  expect(status.failed + status.needsReview).toBe(0);
  const groupId = await groupOf(world, programId);
  const onService = () =>
    world.call<{ dynamicFields: Record<string, string>; count?: number }[]>(
      'GET',
      API_PATHS.listUsers(groupId),
    );
  const members = await onService();
  expect(members).toHaveLength(980);
  expect(members.find((m) => m.dynamicFields['name'] === 'Member 123')?.count).toBe(123 % MAX);

  // The same file once more, after the sync: still nobody twice, nothing queued.
  await chooseFile(other, csv);
  await expect(count(other, 'already-imported')).toHaveText('980');
  await expect(other.getByRole('button', { name: 'Import 0 members' })).toBeDisabled();
  expect(await queued(world)).toBe(0);
  expect(await onService()).toHaveLength(980);

  // Export: the members the station knows, without their access codes.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export members (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^passdesk-members-bakery-card-.*\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  const table = Papa.parse<string[]>(text.trim()).data;
  expect(table[0]).toEqual(['Member id', 'Pass id', 'Name', 'Phone', 'Email', 'Count']);
  expect(table).toHaveLength(981);
  const row123 = table.find((row) => row[2] === 'Member 123');
  // A cell starting with + could be read as a formula: defused with a quote, as the journal does.
  expect(row123?.slice(3)).toEqual(["'+442079461123", 'm123@example.com', String(123 % MAX)]);
  const codes = new Set(Array.from({ length: 1000 }, (_, i) => pinOf(i)));
  expect(table.flat().filter((cell) => codes.has(cell))).toEqual([]);
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved passdesk-members' }),
  ).toBeVisible();
});

const TWO_MEMBERS = 'Name,Mobile,PIN,Visits\nAda Lovelace,07911 123456,1234,3\nAlan Turing,,99,1\n';

/** Drops a file on the page's drop zone as a file manager would. */
async function dropFile(page: Page, name: string, content: string | number): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, content }) => {
      const transfer = new DataTransfer();
      const body = typeof content === 'number' ? new Uint8Array(content).fill(65) : content;
      transfer.items.add(new File([body], name, { type: 'text/csv' }));
      return transfer;
    },
    { name, content },
  );
  await page.getByTestId('csv-drop').dispatchEvent('drop', { dataTransfer });
}

test('the page is a manager’s, refuses too large a file unread, and works from the keyboard', async ({
  page,
  world,
}) => {
  await addStaff(world.core);
  await openStation(page, world, IMPORT_PAGE);
  const gate = page.getByTestId('manager-gate');
  await expect(gate).toContainText('Importing members is for managers.');
  await expectNoAxeViolations(page);
  await signInAs(gate, 'manager');
  await expect(page.getByRole('heading', { name: 'Import members', level: 1 })).toBeVisible();

  // Every way a page reads a file is counted, to see the large one left unread.
  await page.evaluate(() => {
    const counted = window as unknown as { reads: number };
    counted.reads = 0;
    for (const method of ['text', 'arrayBuffer', 'stream', 'bytes'] as const) {
      const read = Blob.prototype[method] as ((...args: unknown[]) => unknown) | undefined;
      if (!read) continue;
      Object.defineProperty(Blob.prototype, method, {
        value(this: Blob, ...args: unknown[]) {
          counted.reads += 1;
          return read.apply(this, args);
        },
      });
    }
  });
  const reads = () => page.evaluate(() => (window as unknown as { reads: number }).reads);
  const said = page.getByTestId('import-problem-said');
  await dropFile(page, 'everyone.csv', 3 * 1024 * 1024 + 60 * 1024);
  await expect(said).toHaveText(
    'everyone.csv is 3.1 MB; a member file may be at most 3 MB. Split it into smaller files and import each.',
  );
  expect(await reads()).toBe(0);

  // Without a counter program there is nothing to import into, and the page says where to choose one.
  await dropFile(page, 'two.csv', TWO_MEMBERS);
  await expect(said).toHaveText('Choose the counter program in Settings before importing.');
  expect(await reads()).toBeGreaterThan(0);

  await bakeryProgram(world);
  // More problems than are listed: the first ones, and how many more.
  const unnamed = Array.from(
    { length: 205 },
    (_, i) => `,0791110${String(i).padStart(4, '0')},${i}`,
  );
  await dropFile(page, 'unnamed.csv', ['Name,Mobile,PIN', ...unnamed].join('\n'));
  await expect(count(page, 'problems')).toHaveText('205');
  await expect(page.getByTestId('import-problem')).toHaveCount(200);
  await expect(page.getByTestId('import-problems-more')).toHaveText('and 5 more');
  await expect(page.getByRole('button', { name: 'Import 0 members' })).toBeDisabled();
  await expect(page.getByTestId('import-nothing-new')).toContainText('see the problems below');

  await dropFile(page, 'two.csv', TWO_MEMBERS);
  await expect(said).toHaveCount(0);
  // The check takes the focus; the next key is Import.
  await expect(page.getByRole('heading', { name: 'What two.csv holds' })).toBeFocused();
  await expect(count(page, 'ready')).toHaveText('2');
  await expect(page.getByTestId('import-no-problems')).toBeVisible();
  await page.keyboard.press('Tab');
  const go = page.getByRole('button', { name: 'Import 2 members' });
  await expect(go).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('import-outcome')).toContainText('Added 2 members to the queue.');
  // The button is spent; the focus moves on to what the import did.
  await expect(page.getByTestId('import-outcome')).toBeFocused();
  await expect(count(page, 'already-imported')).toHaveText('2');
  await expectNoAxeViolations(page);
});
