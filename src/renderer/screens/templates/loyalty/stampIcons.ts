// The built-in stamp icons (spec 2.5) with the names a manager reads; the files are the app's own.
import type { StampIconName } from '@shared/api';
import { builtInStampIcon, giftIcon } from '../../../ui/stampIcons';

export const STAMP_ICON_LABELS: Record<StampIconName, string> = {
  coffeeIcon2: 'Coffee cup',
  coffeeIcon3: 'Coffee cup (alternate)',
  burgerIcon1: 'Burger',
  donut1: 'Donut',
  iceCream1: 'Ice cream',
  pizza1: 'Pizza slice',
  sandwich1: 'Sandwich',
};

/** The bundled picture of an icon, or null when the icon files are not in this build. */
export function stampIconUrl(name: StampIconName | 'gift'): string | null {
  return name === 'gift' ? giftIcon() : builtInStampIcon(name);
}
