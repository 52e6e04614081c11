// React hook around the window-wide keyboard-wedge listener.
import { useEffect, useRef } from 'react';
import type { WedgeOptions } from './wedgeBuffer';
import { listenForWedgeScans, type WedgeListenOptions } from './wedgeListener';

export interface UseWedgeScannerOptions extends Partial<WedgeOptions> {
  /** While false the listener is detached and every key goes where it always would. */
  readonly enabled?: boolean;
  /** Scans typed while a text field has focus go to that field (see `listenForWedgeScans`). */
  readonly passToTextEntry?: boolean;
  /** With `passToTextEntry`, a scan in a field this takes is a scan all the same. */
  readonly takeFromTextEntry?: (text: string) => boolean;
}

export function useWedgeScanner(
  onScan: (text: string) => void,
  options: UseWedgeScannerOptions = {},
): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);
  const { enabled = true, passToTextEntry, takeFromTextEntry } = options;
  const { maxGapMs, holdMs, burstHoldMs, minLength } = options;
  useEffect(() => {
    if (!enabled) return;
    const tuning: WedgeListenOptions = {
      ...(passToTextEntry !== undefined && { passToTextEntry }),
      ...(takeFromTextEntry !== undefined && { takeFromTextEntry }),
      ...(maxGapMs !== undefined && { maxGapMs }),
      ...(holdMs !== undefined && { holdMs }),
      ...(burstHoldMs !== undefined && { burstHoldMs }),
      ...(minLength !== undefined && { minLength }),
    };
    return listenForWedgeScans((text) => latest.current(text), tuning);
  }, [enabled, passToTextEntry, takeFromTextEntry, maxGapMs, holdMs, burstHoldMs, minLength]);
}
