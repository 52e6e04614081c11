// The owner's list of people and the sign-in policy, read from main when the owner may see them
// and read again after every change here and every change of the session (a wait after wrong
// PINs, a person signed in elsewhere), so the screen shows what is stored.
import { useCallback, useEffect, useState } from 'react';
import type { SessionView, StaffMemberView, StaffPolicy } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { staffAccessOf } from './staffModel';

export interface StaffRoster {
  people: StaffMemberView[];
  policy: StaffPolicy;
}

export function useStaffRoster(session: SessionView | null) {
  const access = session && staffAccessOf(session);
  const [roster, setRoster] = useState<StaffRoster | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setRoster(await api().staff.list({}));
      setProblem(null);
    } catch (error) {
      setProblem(messageOf(error));
    }
  }, []);
  useEffect(() => {
    if (access === 'owner') void reload();
    else setRoster(null);
  }, [session, access, reload]);

  return { access, roster, problem, reload };
}
