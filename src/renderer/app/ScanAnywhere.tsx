// A pass scanned with the USB scanner on any screen but the counter: the counter opens with that
// member, checked in as if scanned there. A field waiting for a code keeps what is scanned into it.
import { useCallback } from 'react';
import { useWedgeScanner } from '../scanner';
import { useCounter } from '../stores/counter';
import { navigate } from '../stores/location';
import { PATHS } from './paths';

export function ScanAnywhere({ onCounter }: { onCounter: boolean }) {
  const onScan = useCallback((text: string) => {
    navigate(PATHS.counter);
    void useCounter.getState().scan(text, 'wedge');
  }, []);
  // The counter listens for itself (its scan sources); this one only while it is not shown.
  useWedgeScanner(onScan, { enabled: !onCounter, passToTextEntry: true });
  return null;
}
