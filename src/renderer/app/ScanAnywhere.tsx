// A pass scanned with the USB scanner on any screen but the counter goes where `routeScan` says.
// A field waiting for a code keeps what is scanned into it, but a staff badge signs its holder in.
import { isBadgeCode } from '@shared/ipc/staffContract';
import { useWedgeScanner } from '../scanner';
import { routeScan } from './scanRouting';

export function ScanAnywhere({ onCounter }: { onCounter: boolean }) {
  // The counter listens for itself (its scan sources); this one only while it is not shown.
  useWedgeScanner(routeScan, {
    enabled: !onCounter,
    passToTextEntry: true,
    takeFromTextEntry: isBadgeCode,
  });
  return null;
}
