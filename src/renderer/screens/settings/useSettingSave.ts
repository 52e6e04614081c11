// Saves one setting the moment it changes, and says when it is kept or why it is not.
import { useState } from 'react';
import type { SettingsInput } from '@shared/ipc/views';
import type { Said } from '@shared/i18n/said';
import { useSettings } from '../../state/settings';
import type { SaidOutcome } from '../../ui/SaidLine';

export function useSettingSave(): {
  /** Answers whether it was kept. */
  save(change: Partial<SettingsInput>, done: Said): Promise<boolean>;
  said: SaidOutcome | null;
} {
  const update = useSettings((s) => s.update);
  const [said, setSaid] = useState<SaidOutcome | null>(null);
  const save = async (change: Partial<SettingsInput>, done: Said) => {
    try {
      // The core writes the settings file before it answers, so "Saved" is only said once kept.
      await update(change);
      setSaid({ ok: true, said: done });
      return true;
    } catch (error) {
      setSaid({ ok: false, error });
      return false;
    }
  };
  return { save, said };
}
