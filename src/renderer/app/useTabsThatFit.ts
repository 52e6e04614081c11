// Measures the top bar as laid out, so the tabs that fit follow the window, the person's name and
// the font rather than a fixed width.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { tabsThatFit } from './tabsThatFit';

/**
 * `room` is the box the tabs and More share; `ruler` holds an unseen copy of every tab and of
 * More, one child each, More last, always laid out whole so each can be measured.
 */
export function useTabsThatFit(
  room: RefObject<HTMLElement | null>,
  ruler: RefObject<HTMLElement | null>,
  count: number,
  current: number,
): number[] | null {
  // Null until measured: every tab shows, as it would with no room to measure.
  const [shown, setShown] = useState<number[] | null>(null);

  useLayoutEffect(() => {
    const box = room.current;
    const copy = ruler.current;
    if (!box || !copy) return;
    const measure = () => {
      const widths = [...copy.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(box).columnGap) || 0;
      // The exact width: clientWidth rounds, and half a pixel too many cuts the last one.
      const next = tabsThatFit({
        widths,
        room: box.getBoundingClientRect().width,
        gap,
        more,
        current,
      });
      setShown((before) =>
        before && before.length === next.length && before.every((v, i) => v === next[i])
          ? before
          : next,
      );
    };
    measure();
    // Drawn in the same frame as the resize: left to React's own schedule, the tabs measured for
    // the old width would be painted once over the person and Switch person.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(box);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [room, ruler, count, current]);

  return shown;
}
