// The built-in stamp icons (spec 2.5) with the names a manager reads; the files are the app's own.
import type { StampIconName } from '@shared/api';
import type { MessageId } from '@shared/i18n/messageId';
import { builtInStampIcon, giftIcon } from '../../../ui/stampIcons';

export const STAMP_ICON_LABELS: Record<StampIconName, MessageId> = {
  coffeeIcon2: 'templates.icon.coffeeIcon2',
  coffeeIcon3: 'templates.icon.coffeeIcon3',
  burgerIcon1: 'templates.icon.burgerIcon1',
  donut1: 'templates.icon.donut1',
  iceCream1: 'templates.icon.iceCream1',
  pizza1: 'templates.icon.pizza1',
  sandwich1: 'templates.icon.sandwich1',
};

/** The bundled picture of an icon, or null when the icon files are not in this build. */
export function stampIconUrl(name: StampIconName | 'gift'): string | null {
  return name === 'gift' ? giftIcon() : builtInStampIcon(name);
}
