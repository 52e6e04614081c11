// The bridge and navigation as the desk screens reach them: provided once by the app shell.
import { createContext, useContext, type ReactNode } from 'react';
import type { PassdeskApi } from '@shared/ipc/bridge';
import { api as shellApi } from '../bridge/api';
import { messageOf as shellMessageOf } from '../bridge/reviveErrors';

export type Navigate = (path: string) => void;

interface Desk {
  api: PassdeskApi;
  navigate: Navigate;
}

const DeskContext = createContext<Desk | null>(null);

/** Hash navigation unless the shell passes its own. */
const hashNavigate: Navigate = (path) => {
  window.location.hash = path;
};

export function DeskProvider(props: {
  api: PassdeskApi;
  navigate?: Navigate;
  children: ReactNode;
}) {
  const value = { api: props.api, navigate: props.navigate ?? hashNavigate };
  return <DeskContext.Provider value={value}>{props.children}</DeskContext.Provider>;
}

/** The app shell's bridge and hash navigation, unless a provider sets others (e.g. in tests). */
function useDesk(): Desk {
  return useContext(DeskContext) ?? { api: shellApi(), navigate: hashNavigate };
}

export const useDeskApi = (): PassdeskApi => useDesk().api;
export const useNavigate = (): Navigate => useDesk().navigate;

/** A message a person can act on, from whatever a call threw. */
export const messageOf = (error: unknown): string =>
  shellMessageOf(error, 'Something went wrong; try again.');

/** Paths of the desk screens, in one place so links and the route table agree. */
export const DESK_PATHS = {
  templates: '/templates',
  editDraft: (draftId: string) => `/templates/draft/${encodeURIComponent(draftId)}`,
  newLoyalty: '/templates/loyalty/new',
  copyLoyalty: (dynamicPassId: string) =>
    `/templates/loyalty/new?copyOf=${encodeURIComponent(dynamicPassId)}`,
  archive: '/archive',
  credits: '/credits',
  settings: '/settings',
} as const;
