// Whether every word on the page can be read whole: no text (a placeholder or a list's choice too)
// cut off by its own box, ellipsis included, or by an ancestor that clips it, nor outside the
// window where nothing scrolls.
import type { Page } from '@playwright/test';

export interface CutText {
  /** The element, as `tag#id.class[data-testid]`. */
  element: string;
  text: string;
  /** What cuts it and the sizes that show it. */
  why: string;
}

/**
 * Each visible element holding text of its own that does not fit: its text wider or taller than
 * its box while its overflow is not visible (so it is clipped, scrolls or ends in an ellipsis),
 * or its text lying outside an ancestor that clips it, or outside the window on an axis no
 * ancestor scrolls. Screen-reader-only text (clipped to a pixel on purpose) is left out.
 */
export function cutText(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const SLACK = 1;
    const found: { element: string; text: string; why: string }[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((c) => `.${c}`).join('');
      const testId = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const hiddenOnPurpose = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.clipPath !== 'none' && style.clipPath !== '') return true;
        if (at.getAttribute('aria-hidden') === 'true' && at.tagName === 'svg') return true;
      }
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const ownTextBox = (element: Element): DOMRect | null => {
      const texts = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (texts.length === 0) return null;
      const range = document.createRange();
      range.setStartBefore(texts[0]!);
      range.setEndAfter(texts[texts.length - 1]!);
      return range.getBoundingClientRect();
    };
    const clips = (value: string) => value !== 'visible';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const round = (n: number) => Math.round(n);

    const holders = [...document.querySelectorAll('body *')].filter(
      (element) =>
        !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName) &&
        ownTextBox(element) !== null,
    );
    const inputs = [...document.querySelectorAll('input, textarea')].filter(
      (input) => (input as HTMLInputElement).value.trim() !== '',
    );
    // A placeholder is text too: measured in the field's font against the room inside it.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const input = field as HTMLInputElement;
      if (input.value !== '' || hiddenOnPurpose(input)) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needs = Math.ceil(canvas.measureText(input.placeholder).width);
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needs > room + SLACK) {
        found.push({
          element: describe(input),
          text: input.placeholder.slice(0, 80),
          why: `placeholder ${needs}px wide in ${Math.floor(room)}px`,
        });
      }
    }
    // A list's chosen option, drawn in the list's own box beside its arrow (about 20px wide).
    for (const field of document.querySelectorAll('select')) {
      const chosen = field.selectedOptions[0]?.textContent?.trim() ?? '';
      if (chosen === '' || field.multiple || field.size > 1 || hiddenOnPurpose(field)) continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needs = Math.ceil(canvas.measureText(chosen).width);
      const arrow = style.appearance === 'none' ? 0 : 20;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      if (needs > room + SLACK) {
        found.push({
          element: describe(field),
          text: chosen.slice(0, 80),
          why: `chosen option ${needs}px wide in ${Math.floor(room)}px`,
        });
      }
    }
    for (const element of [...holders, ...inputs]) {
      if (hiddenOnPurpose(element)) continue;
      const isInput = element.tagName === 'INPUT' || element.tagName === 'TEXTAREA';
      const text = isInput
        ? (element as HTMLInputElement).value
        : [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim();
      const report = (why: string) =>
        found.push({ element: describe(element), text: text.slice(0, 80), why });
      const style = getComputedStyle(element);

      // The element's own box: text wider or taller than it, and not allowed to show beyond it.
      const wider = element.scrollWidth > element.clientWidth + SLACK;
      const taller = element.scrollHeight > element.clientHeight + SLACK;
      if ((wider && (clips(style.overflowX) || isInput)) || (taller && clips(style.overflowY))) {
        const ellipsis = style.textOverflow === 'ellipsis' ? ', ends in an ellipsis' : '';
        report(
          `text ${element.scrollWidth}x${element.scrollHeight} in a box of ` +
            `${element.clientWidth}x${element.clientHeight} (overflow ${style.overflowX}/${style.overflowY}${ellipsis})`,
        );
        continue;
      }
      if (isInput) continue;

      // Its text against each ancestor that clips it, up to one that scrolls on that axis; with
      // no such ancestor, against the window.
      const box = ownTextBox(element)!;
      const axes = [
        {
          name: 'x',
          from: box.left,
          to: box.right,
          overflow: 'overflowX',
          start: 'left',
          end: 'right',
        },
        {
          name: 'y',
          from: box.top,
          to: box.bottom,
          overflow: 'overflowY',
          start: 'top',
          end: 'bottom',
        },
      ] as const;
      const open = new Set(axes);
      let cut = false;
      for (let at = element.parentElement; at && open.size > 0 && !cut; at = at.parentElement) {
        const outer = getComputedStyle(at);
        const edge = at.getBoundingClientRect();
        for (const axis of open) {
          const overflow = outer[axis.overflow];
          const outside = axis.from < edge[axis.start] - SLACK || axis.to > edge[axis.end] + SLACK;
          if (clips(overflow) && !scrolls(overflow) && outside) {
            report(
              `text at ${axis.name} ${round(axis.from)}..${round(axis.to)} outside ${describe(at)} ` +
                `(${axis.name} ${round(edge[axis.start])}..${round(edge[axis.end])}, overflow ${overflow})`,
            );
            cut = true;
            break;
          }
          if (scrolls(overflow)) open.delete(axis);
        }
      }
      const view = {
        x: document.documentElement.clientWidth,
        y: document.documentElement.clientHeight,
      };
      for (const axis of cut ? [] : open) {
        if (axis.from < -SLACK || axis.to > view[axis.name] + SLACK) {
          report(
            `text at ${axis.name} ${round(axis.from)}..${round(axis.to)} outside the window ` +
              `(0..${view[axis.name]})`,
          );
          break;
        }
      }
    }
    return found;
  });
}
