// React hook around the window-wide keyboard-wedge listener.
import { useEffect, useRef } from 'react';
import type { WedgeOptions } from './wedgeBuffer';
import { listenForWedgeScans } from './wedgeListener';

export interface UseWedgeScannerOptions extends Partial<WedgeOptions> {
  /** While false the listener is detached and every key goes where it always would. */
  readonly enabled?: boolean;
}

export function useWedgeScanner(
  onScan: (text: string) => void,
  options: UseWedgeScannerOptions = {},
): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);
  const { enabled = true, maxGapMs, holdMs, burstHoldMs, minLength } = options;
  useEffect(() => {
    if (!enabled) return;
    const tuning: Partial<WedgeOptions> = {
      ...(maxGapMs !== undefined && { maxGapMs }),
      ...(holdMs !== undefined && { holdMs }),
      ...(burstHoldMs !== undefined && { burstHoldMs }),
      ...(minLength !== undefined && { minLength }),
    };
    return listenForWedgeScans((text) => latest.current(text), tuning);
  }, [enabled, maxGapMs, holdMs, burstHoldMs, minLength]);
}
