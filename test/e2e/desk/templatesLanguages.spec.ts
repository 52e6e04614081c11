// The template designer in the station's language: German left to right, Arabic right to left,
// with no English from the designer's own catalogue left on screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { shoot } from '../support/shots';
import { expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';

type Catalogue = Record<string, string>;

const MESSAGES = join(import.meta.dirname, '../../../src/shared/i18n/messages/templates');
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(join(MESSAGES, `${locale}.json`), 'utf8')) as Catalogue;
const ENGLISH = catalogue('en');

/**
 * English words of the designer that the other language says differently: whole messages, and
 * the fixed start of a message with values ("Draft saved " before its time).
 */
function englishOnly(other: Catalogue): { whole: string[]; starts: string[] } {
  const whole: string[] = [];
  const starts: string[] = [];
  for (const [key, english] of Object.entries(ENGLISH)) {
    if (other[key] === english) continue;
    const brace = english.indexOf('{');
    if (brace === -1) whole.push(english);
    else if (brace >= 8 && !other[key]?.startsWith(english.slice(0, brace))) {
      starts.push(english.slice(0, brace));
    }
  }
  return { whole, starts };
}

/** Every text a person reads or hears in the screen: text, labels, placeholders, titles. */
function shownTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && parent?.checkVisibility()) texts.push(text);
    }
    for (const element of main.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts;
  });
}

for (const language of ['de', 'ar'] as const) {
  test(`the template designer speaks ${language}`, async ({ page, world }) => {
    const words = catalogue(language);
    await world.core.handlers['settings.update']({ language });
    await openStation(page, world, '/templates');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: words['templates.list.title'] }),
    ).toBeVisible();
    await page.getByRole('button', { name: words['templates.editor.newTemplate'] }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: words['templates.editor.newTemplate'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: words['templates.publish.action'], exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: words['templates.editor.discard'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: words['templates.editor.colours'] }),
    ).toBeVisible();
    await page.getByLabel(words['templates.dynamic.newName']!).fill('memberId');
    await page.getByRole('button', { name: words['templates.dynamic.add'] }).click();
    await expect(
      page.getByRole('button', {
        name: words['templates.dynamic.insert']!.replace('{placeholder}', '{memberId}'),
      }),
    ).toBeVisible();
    await page.getByLabel(words['templates.editor.cardTitle']!, { exact: true }).fill('Club');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
    const direction = await page.evaluate(() => document.documentElement.dir);
    expect(direction).toBe(language === 'ar' ? 'rtl' : 'ltr');

    const { whole, starts } = englishOnly(words);
    const shown = await shownTexts(page);
    const english = shown.filter(
      (text) => whole.includes(text) || starts.some((start) => text.startsWith(start)),
    );
    expect(english).toEqual([]);
    await expectNoAxeViolations(page);
    await shoot(page, `designer-${language}-top`, page.getByRole('heading', { level: 1 }));
    await shoot(
      page,
      `designer-${language}-publish`,
      page.getByRole('button', { name: words['templates.publish.action'], exact: true }),
    );
  });
}

for (const language of ['de', 'ar'] as const) {
  test(`the loyalty wizard speaks ${language}, counting stamps by its plural rules`, async ({
    page,
    world,
  }) => {
    const words = catalogue(language);
    await world.core.handlers['settings.update']({ language });
    await openStation(page, world, '/templates');
    await shoot(page, `list-${language}`);
    await page.getByRole('button', { name: words['templates.newLoyalty'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: words['templates.newLoyalty'] }),
    ).toBeVisible();
    await page.getByLabel(words['templates.wizard.programName']!).fill('Club');
    await page.getByRole('button', { name: words['templates.wizard.next'], exact: true }).click();
    await page.getByLabel(words['templates.loyalty.maxStampCount']!).fill('3');
    await shoot(page, `wizard-${language}-counter`);
    await page.getByRole('button', { name: words['templates.wizard.next'], exact: true }).click();
    await page.getByRole('button', { name: words['templates.wizard.next'], exact: true }).click();
    // Three is "few" in Arabic (أختام) and "other" in German (Stempel).
    const stamps = new Intl.PluralRules(language).select(3);
    const form = language === 'ar' ? { few: '3 أختام' } : { other: '3 Stempel' };
    expect(Object.keys(form)).toEqual([stamps]);
    await expect(page.locator('dl.review')).toContainText(Object.values(form)[0]!);
    const shown = await shownTexts(page);
    const { whole } = englishOnly(words);
    expect(shown.filter((text) => whole.includes(text))).toEqual([]);
    await expectNoAxeViolations(page);
    await shoot(page, `wizard-${language}-review`);
  });
}
