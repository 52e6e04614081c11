// Where a scan from the USB scanner goes when the counter is not shown: to the screen that asked
// for passes while it is mounted, else to the counter, which shows the member and asks before a stamp.
import { useEffect, useRef } from 'react';
import { useCounter } from '../state/counter';
import { navigate } from '../state/location';
import { takeBadge } from '../state/staff';
import { PATHS } from './paths';

/** Takes a scan; `false` declines it, so it goes where a scan away from the counter goes. */
type Taker = (text: string) => boolean | void;

/** The screens taking scans now, the latest mounted last; only it hears a scan. */
const takers: { current: Taker }[] = [];

/**
 * A screen that looks passes up takes every scan made while it is mounted, as "this pass" (the
 * Archive screen: the pass to archive). Only the counter stamps.
 */
export function useScanTaker(take: Taker): void {
  const latest = useRef(take);
  useEffect(() => {
    latest.current = take;
  }, [take]);
  useEffect(() => {
    const taker = { current: (text: string) => latest.current(text) };
    takers.push(taker);
    return () => {
      takers.splice(takers.indexOf(taker), 1);
    };
  }, []);
}

/** A scan made away from the counter: never a stamp the cashier did not see added. */
export function routeScan(text: string): void {
  if (takeBadge(text)) return;
  const taker = takers.at(-1);
  if (taker && taker.current(text) !== false) return;
  navigate(PATHS.counter);
  void useCounter.getState().scan(text, 'wedge', 'elsewhere');
}
