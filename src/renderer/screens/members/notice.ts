// What the members list says on arrival after a member's page sent the person back to it.
import { create } from 'zustand';

export const useMembersNotice = create<{ notice: string | null }>(() => ({ notice: null }));
