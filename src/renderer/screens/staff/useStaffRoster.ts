// The owner's list of people and the sign-in policy, read from main when the owner may see them
// and read again after every change, so the screen shows what is stored.
import { useCallback, useEffect, useState } from 'react';
import type { StaffMemberView, StaffPolicy } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import type { StaffAccess } from './staffModel';

export interface StaffRoster {
  people: StaffMemberView[];
  policy: StaffPolicy;
}

export function useStaffRoster(access: StaffAccess | null) {
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
  }, [access, reload]);

  return { roster, problem, reload };
}
