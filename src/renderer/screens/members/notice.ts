// What the members list says on arrival after a member's page sent the person back to it.
import { create } from 'zustand';
import type { Said } from '@shared/i18n/said';

/** Kept as words to say, so a change of language says it again. */
export const useMembersNotice = create<{ notice: Said | null }>(() => ({ notice: null }));
