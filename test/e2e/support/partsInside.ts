// Whether each control sits whole inside the box it belongs to and every box that clips it, its
// focus ring included: a tile's "?" inside its tile, a column's sort button inside its cell and
// the list around it.
import type { Page } from '@playwright/test';

/**
 * Each element matching `part` that is not inside its closest `container`, or inside every
 * ancestor up to it that clips, together with the focus ring it draws when focused from the
 * keyboard. Lists `part#n: why`; empty when all fit.
 */
export async function partsOutside(page: Page, part: string, container: string): Promise<string[]> {
  // A key pressed first: a control focused after it shows its ring as a keyboard's focus does.
  await page.keyboard.press('Shift');
  return page.evaluate(
    ({ part, container }) => {
      const SLACK = 0.5;
      const found: string[] = [];
      const parts = [...document.querySelectorAll<HTMLElement>(part)].filter(
        (element) => element.getBoundingClientRect().width > 0,
      );
      const before = document.activeElement as HTMLElement | null;
      parts.forEach((element, index) => {
        element.focus({ preventScroll: true });
        const style = getComputedStyle(element);
        const ring =
          element.matches(':focus-visible') && style.outlineStyle !== 'none'
            ? Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset))
            : 0;
        const box = element.getBoundingClientRect();
        const drawn = {
          left: box.left - ring,
          right: box.right + ring,
          top: box.top - ring,
          bottom: box.bottom + ring,
        };
        const own = element.closest(container);
        if (!own) {
          found.push(`${part}#${index}: not in ${container}`);
          return;
        }
        for (let at = element.parentElement; at; at = at.parentElement) {
          const clips = getComputedStyle(at);
          const isOwn = at === own;
          if (!isOwn && clips.overflowX === 'visible' && clips.overflowY === 'visible') continue;
          const edge = at.getBoundingClientRect();
          const inner = {
            left: edge.left + at.clientLeft,
            top: edge.top + at.clientTop,
            right: edge.left + at.clientLeft + at.clientWidth,
            bottom: edge.top + at.clientTop + at.clientHeight,
          };
          // The box it belongs to holds the control itself; a box that clips, its ring too.
          const shape = isOwn && clips.overflowX === 'visible' ? box : drawn;
          const out = (['left', 'top', 'right', 'bottom'] as const)
            .filter((side) =>
              side === 'left' || side === 'top'
                ? shape[side] < inner[side] - SLACK
                : shape[side] > inner[side] + SLACK,
            )
            .map((side) => `${side} ${Math.round(Math.abs(shape[side] - inner[side]))}px`);
          if (out.length > 0) {
            const name = `${at.tagName.toLowerCase()}${[...at.classList].map((c) => `.${c}`).join('')}`;
            found.push(
              `${part}#${index} "${element.textContent?.trim()}": out of ${name} by ${out.join(', ')}`,
            );
          }
          if (isOwn) break;
        }
      });
      if (before && before !== document.body) before.focus({ preventScroll: true });
      else (document.activeElement as HTMLElement | null)?.blur();
      return found;
    },
    { part, container },
  );
}
