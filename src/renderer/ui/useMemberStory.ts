// A member and their history, read together when a member's story opens: on the counter and
// on the member's own page.
import { useEffect, useState } from 'react';
import type { MemberHistoryEntry, MemberSummary } from '@shared/ipc/views';
import { api } from '../bridge/api';
import { messageOf } from '../bridge/reviveErrors';

export interface MemberStory {
  member: MemberSummary;
  entries: MemberHistoryEntry[];
  fromService: boolean;
}

export function useMemberStory(customerId: string) {
  const [story, setStory] = useState<MemberStory | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([api().members.get({ customerId }), api().members.history({ customerId })])
      .then(([{ member }, history]) => live && setStory({ member, ...history }))
      .catch((e: unknown) => live && setProblem(messageOf(e)));
    return () => {
      live = false;
    };
  }, [customerId]);
  return { story, setStory, problem };
}
