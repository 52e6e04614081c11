// The checks the locale matrix relies on find what they are meant to find: text cut by its box,
// an ellipsis, a clipping ancestor, the window's edge, a long placeholder, words outside the
// pseudo-locale, and which side a heading starts on; and they pass what fits.
import { expect } from '@playwright/test';
import { test } from '@playwright/test';
import { headingSide } from '../support/mirroring';
import { plainText } from '../support/pseudoText';
import { cutText } from '../support/textFits';

const PAGE = `<!doctype html><html><body style="margin:0;font:16px sans-serif">
  <p id="fits" style="width:300px">Short enough</p>
  <p id="ellipsis" style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A long line of words</p>
  <p id="hidden" style="width:60px;height:20px;overflow:hidden">Many words that wrap onto lines below</p>
  <div style="width:80px;overflow:hidden"><span id="clipped" style="display:inline-block;white-space:nowrap">Wider than the box around it</span></div>
  <div style="width:80px;overflow-x:auto"><span id="scrolls" style="white-space:nowrap">Wider but the box scrolls to it</span></div>
  <p id="offscreen" style="position:absolute;left:-400px;top:0">Off the left edge</p>
  <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Only for screen readers, cut on purpose</span>
  <input id="placeholder" style="width:80px" placeholder="A placeholder far too long for the field">
  <input id="short" style="width:200px" placeholder="Name">
  <select id="narrow" style="width:90px"><option>A choice far too long for this list</option></select>
  <select id="wide" style="width:300px"><option>Short choice</option></select>
  <div style="width:400px"><h1 id="heading" style="margin:0">Queue</h1></div>
</body></html>`;

test('the fit checks find cut, clipped and plain text and leave what fits', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.setContent(PAGE);
  const cut = await cutText(page);
  const ids = cut.map((c) => c.element.split('[')[0]);
  expect(ids.sort()).toEqual(
    [
      'p#ellipsis',
      'p#hidden',
      'span#clipped',
      'p#offscreen',
      'input#placeholder',
      'select#narrow',
    ].sort(),
  );
  expect(cut.find((c) => c.element === 'p#ellipsis')!.why).toContain('ellipsis');
  expect(cut.find((c) => c.element === 'span#clipped')!.why).toContain('outside div');
  expect(cut.find((c) => c.element === 'p#offscreen')!.why).toContain('outside the window');

  await page.setContent(
    '<p>[Ŝåýš ţĥîš ···] Ada</p><p>Nov 26 <b>PassDesk</b></p><p>Written into the code</p>',
  );
  expect(await plainText(page, ['Ada'])).toEqual(['p: Written into the code']);

  await page.setContent(PAGE);
  expect(await headingSide(page, '#heading')).toBe('left');
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  expect(await headingSide(page, '#heading')).toBe('right');
});
