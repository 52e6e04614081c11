// Every language at both till sizes on the screens a store uses most (the counter with a member,
// enrolment, the Queue, Insights, the members list, the lock): no word cut off or outside its
// box, no control out of the box it belongs to (a tile's "?", a column's sort button and its
// focus ring), nothing axe finds, Arabic mirrored, and in the pseudo-locale no word that skipped
// the catalogues.
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LANGUAGES, directionOf, intlLocaleOf, type Language } from '@shared/i18n/locales';
import { DEMO_MEMBERS } from '../../../src/service/demo/seed';
import { axeOn } from '../support/axe';
import { wedgeScan } from '../support/counterPage';
import { headingSide, tabEdges } from '../support/mirroring';
import { plainText } from '../support/pseudoText';
import { TILL_SIZES } from '../support/shots';
import { addStaff, PEOPLE } from '../support/staffPage';
import { test } from '../support/station';
import { partsOutside } from '../support/partsInside';
import { cutText } from '../support/textFits';
import type { TestStation } from '../support/testStation';

const SHOTS = process.env['PASSDESK_SHOTS'];
/** Soft: one run lists every screen, size and check that fails. */
const soft = expect.configure({ soft: true });

/** The screens in the order a test reaches them; each leaves the page showing it. */
const SCREENS: readonly {
  name: string;
  show: (page: Page, station: TestStation, customerId: string) => Promise<void>;
  /** Controls that must sit whole in the box they belong to, and what that box is. */
  parts?: { part: string; container: string };
}[] = [
  {
    name: 'counter',
    show: async (page, _station, customerId) => {
      await wedgeScan(page, customerId);
      await expect(page.getByTestId('member-id')).toHaveText(customerId);
    },
  },
  {
    name: 'enrolment',
    show: async (page) => {
      await page.getByTestId('new-member').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'queue',
    show: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.evaluate(() => (window.location.hash = '#/queue'));
      await expect(
        page.getByTestId('queue-empty').or(page.getByTestId('queue-item').first()),
      ).toBeVisible();
    },
  },
  {
    name: 'insights',
    show: async (page) => {
      await page.evaluate(() => (window.location.hash = '#/insights'));
      await expect(page.getByTestId('insights-tiles')).toBeVisible();
    },
    parts: { part: '.insights-tile__about', container: '.insights-tile' },
  },
  {
    name: 'members',
    show: async (page) => {
      await page.evaluate(() => (window.location.hash = '#/members'));
      await expect(page.getByRole('row', { name: /Ada Lovelace/ }).first()).toBeVisible();
    },
    parts: { part: '[role="columnheader"] button', container: '.member-grid' },
  },
  {
    name: 'lock',
    show: async (page, station) => {
      await addStaff(station.core, { anyCashier: false });
      const lock = page.getByTestId('sign-in');
      await lock.getByRole('listitem').first().getByRole('button').click();
      await expect(
        lock.locator('input[type="password"], input[inputmode="numeric"]'),
      ).toBeVisible();
    },
  },
];

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', intlLocaleOf(language));
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
}

for (const language of LANGUAGES) {
  // The pseudo-locale's check for plain words passes only once every slice's words are in the
  // catalogues; it runs all the same and lists what is still written into the code.
  const tag = language === 'en-XA' ? ['@catalogues'] : [];
  test(
    `${language}: the counter, enrolment, Queue, Insights, Members and the lock fit, pass axe and read as ${directionOf(language)}`,
    { tag },
    async ({ page, station }) => {
      const member = await station.addMember('Ada Lovelace');
      const data = [
        // The members the service starts with, listed on Members.
        ...DEMO_MEMBERS,
        member.customerId,
        member.cardId,
        station.program.name,
        // The station's own name, as its settings give it.
        (await station.core.handlers['settings.get']({})).stationName,
        ...Object.values(PEOPLE).map((person) => person.name),
      ];
      // A message that cannot be formatted (a missing id or value, no parser for a text) says so.
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('[messages]')) problems.push(m.text());
      });
      // The station's language, set as Settings sets it, before the page loads.
      await station.core.handlers['settings.update']({ language });
      await page.setViewportSize(TILL_SIZES[0]);
      await page.goto(`${station.url}#/counter`);
      await expectLanguage(page, language);
      await expect(page.getByTestId('feedback')).toBeVisible();

      for (const screen of SCREENS) {
        await screen.show(page, station, member.customerId);
        for (const size of TILL_SIZES) {
          await page.setViewportSize(size);
          const where = `${language} ${screen.name} at ${size.width}x${size.height}`;
          await soft
            .poll(() => cutText(page), { message: `${where}: no text cut off`, timeout: 5_000 })
            .toEqual([]);
          if (screen.parts) {
            const { part, container } = screen.parts;
            expect
              .soft(await partsOutside(page, part, container), `${where}: controls inside`)
              .toEqual([]);
          }
          const violations = (await axeOn(page).analyze()).violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect.soft(violations, `${where}: axe`).toEqual([]);
          if (language === 'en-XA') {
            expect
              .soft(await plainText(page, data), `${where}: words not from the catalogues`)
              .toEqual([]);
          }
          if (SHOTS) {
            await page.screenshot({
              path: join(SHOTS, `i18n-${language}-${screen.name}-${size.width}x${size.height}.png`),
            });
          }
        }
        expect.soft(problems, `${language} ${screen.name}: messages formatted`).toEqual([]);
        if (screen.name === 'queue') {
          // The tabs and the heading start on the right in Arabic and on the left otherwise.
          const rtl = directionOf(language) === 'rtl';
          const tabs = await tabEdges(page);
          expect(tabs.tabs, `${language}: tabs in the top bar`).toBeGreaterThan(1);
          if (rtl)
            expect
              .soft(tabs.first, `${language}: first tab right of the last`)
              .toBeGreaterThan(tabs.last);
          else
            expect
              .soft(tabs.first, `${language}: first tab left of the last`)
              .toBeLessThan(tabs.last);
          expect
            .soft(await headingSide(page, '.screen h1'), `${language}: the heading's side`)
            .toBe(rtl ? 'right' : 'left');
        }
      }
    },
  );
}
