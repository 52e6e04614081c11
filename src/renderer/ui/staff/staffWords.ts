// The words staff screens share: a role's name and a wait after wrong PINs, said in the page's
// language (the wait with Intl's own units, so every language counts its seconds its own way).
import type { IntlShape } from 'react-intl';
import type { StaffRole } from '@shared/ipc/staffContract';
import type { MessageId } from '@shared/i18n/messageId';

export const ROLE_WORDS: Readonly<Record<StaffRole, MessageId>> = {
  cashier: 'shell.role.cashier',
  manager: 'shell.role.manager',
  owner: 'shell.role.owner',
};

/**
 * A wait said the way a person reads it: seconds under two minutes (so a countdown moves every
 * second), whole minutes after, each rounded up so the wait is never said shorter than it is.
 */
export function waitWords(intl: Pick<IntlShape, 'formatNumber'>, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [amount, unit] = seconds < 120 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return intl.formatNumber(amount, { style: 'unit', unit, unitDisplay: 'long' });
}
