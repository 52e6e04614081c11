// The counter's state as the screens read it, and the actions they call on it (counter.ts).
import type { z } from 'zod';
import type {
  CheckInAction,
  MemberView,
  notificationPreset,
  OutboxItemView,
  ScanDecision,
} from '@shared/ipc/views';
import type { ScanSource } from '../scanner/scanEvent';

export type NotificationPreset = z.infer<typeof notificationPreset>;
type AskReason = Extract<ScanDecision, { kind: 'confirmAgain' }>['reason'];

/**
 * A reason given for the change to one member's card, or to one item's undo; `override`: a
 * manager redeems a card another till already redeemed.
 */
export type Asked = { reason: string; customerId?: string; itemId?: string; override?: boolean };

export type LastAction = { item: OutboxItemView; undoUntil: number };

export interface CounterState {
  member: MemberView | null;
  /** The member on screen is not in the member list and could not be checked (offline). */
  unverified: boolean;
  last: LastAction | null;
  confirm: { customerId: string; secondsAgo: number; reason: AskReason } | null;
  notification: NotificationPreset | null;
  busy: boolean;
  /** `from`: 'elsewhere' for a scan made while another screen was shown (asks before a stamp). */
  scan(text: string, source: ScanSource, from?: 'counter' | 'elsewhere'): Promise<void>;
  /** Shows a member found by a search, as after a scan but without a stamp. */
  show(customerId: string): Promise<void>;
  confirmAgain(): Promise<void>;
  cancelConfirm(): void;
  /** `asked`: the reason the cashier gave when the core asked for one (reasonAsk.ts). */
  record(action: CheckInAction, asked?: Asked): Promise<void>;
  undo(asked?: Asked): Promise<void>;
  chooseNotification(preset: NotificationPreset | null): void;
  follow(): () => void;
}
