// Saves one setting the moment it changes, and says when it is kept or why it is not.
import { useState } from 'react';
import type { SettingsInput } from '@shared/ipc/views';
import { messageOf } from '../../bridge/reviveErrors';
import { useSettings } from '../../stores/settings';

export function useSettingSave(): {
  /** Answers whether it was kept. */
  save(change: Partial<SettingsInput>, done: string): Promise<boolean>;
  said: { ok: boolean; text: string } | null;
} {
  const update = useSettings((s) => s.update);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (change: Partial<SettingsInput>, done: string) => {
    try {
      // The core writes the settings file before it answers, so "Saved" is only said once kept.
      await update(change);
      setSaid({ ok: true, text: done });
      return true;
    } catch (error) {
      setSaid({ ok: false, text: `Not saved: ${messageOf(error)}` });
      return false;
    }
  };
  return { save, said };
}
