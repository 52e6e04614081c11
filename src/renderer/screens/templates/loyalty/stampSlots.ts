// The stamp card at a given count: which icon each slot shows and whether it is stamped.
import type { StampIconName } from '@shared/api';

export interface StampSlot {
  /** 1-based position on the card. */
  position: number;
  filled: boolean;
  /** The last slot is the reward; a custom icon never replaces it (spec 2.5). */
  icon:
    { kind: 'builtIn'; name: StampIconName } | { kind: 'custom'; url: string } | { kind: 'gift' };
}

export interface StampCardSpec {
  maxStampCount: number;
  stampIconName: StampIconName;
  customStampIcon?: string | undefined;
}

export function stampSlots(card: StampCardSpec, count: number): StampSlot[] {
  const max = Math.max(0, Math.floor(card.maxStampCount));
  const filledUpTo = Math.min(Math.max(0, Math.floor(count)), max);
  const custom = card.customStampIcon?.trim();
  return Array.from({ length: max }, (_, i) => {
    const position = i + 1;
    const icon: StampSlot['icon'] =
      position === max
        ? { kind: 'gift' }
        : custom
          ? { kind: 'custom', url: custom }
          : { kind: 'builtIn', name: card.stampIconName };
    return { position, filled: position <= filledUpTo, icon };
  });
}

/** Slots per row: one row up to 5, then two balanced rows, then rows of 10. */
export function stampColumns(maxStampCount: number): number {
  if (maxStampCount <= 5) return Math.max(1, maxStampCount);
  if (maxStampCount <= 20) return Math.ceil(maxStampCount / 2);
  return 10;
}
