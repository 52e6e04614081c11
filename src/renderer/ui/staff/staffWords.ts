// The words staff screens share: a role's name (a wait after wrong PINs is said by ../waitWords).
import type { StaffRole } from '@shared/ipc/staffContract';
import type { MessageId } from '@shared/i18n/messageId';

export const ROLE_WORDS: Readonly<Record<StaffRole, MessageId>> = {
  cashier: 'shell.role.cashier',
  manager: 'shell.role.manager',
  owner: 'shell.role.owner',
};
