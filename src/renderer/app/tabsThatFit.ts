// Which screen tabs the top bar shows when they do not all fit: the rest go under More.

export interface TabRoom {
  /** Each tab's width in navigation order, as laid out in the bar. */
  widths: readonly number[];
  /** The room the tabs (and More, when needed) have. */
  room: number;
  /** The space between two tabs, and between the last tab and More. */
  gap: number;
  /** The More button's width. */
  more: number;
  /** The tab of the screen shown, kept in the bar whatever else gives way. */
  current: number;
}

/**
 * The indexes of the tabs the bar shows, in navigation order: all of them when they fit, else
 * the current one and as many others as fit in order beside More. A tab is shown whole or not
 * at all, so none is ever cut in half.
 */
export function tabsThatFit({ widths, room, gap, more, current }: TabRoom): number[] {
  const all = widths.map((_, index) => index);
  const row = (shown: readonly number[]) =>
    shown.reduce((sum, index) => sum + widths[index]!, 0) + gap * Math.max(shown.length - 1, 0);
  // A hair of slack for sums of fractional widths, never enough to cut a tab.
  if (row(all) <= room + 0.01) return all;
  const forTabs = room - more - gap + 0.01;
  let used = widths[current] ?? 0;
  const shown = new Set([current]);
  for (const index of all) {
    if (index === current) continue;
    const next = used + gap + widths[index]!;
    if (next > forTabs) break;
    used = next;
    shown.add(index);
  }
  return all.filter((index) => shown.has(index));
}
