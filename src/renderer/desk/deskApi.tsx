// The bridge and navigation as the desk screens reach them: provided once by the app shell.
import { createContext, useContext, type ReactNode } from 'react';
import type { PassdeskApi } from '@shared/ipc/bridge';

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

function useDesk(): Desk {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('The desk screens need a DeskProvider around them.');
  return desk;
}

export const useDeskApi = (): PassdeskApi => useDesk().api;
export const useNavigate = (): Navigate => useDesk().navigate;

/** A message a person can act on, from whatever a call threw. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Paths of the desk screens, in one place so links and the route table agree. */
export const DESK_PATHS = {
  templates: '/desk/templates',
  editDraft: (draftId: string) => `/desk/templates/draft/${encodeURIComponent(draftId)}`,
  newLoyalty: '/desk/loyalty/new',
  copyLoyalty: (dynamicPassId: string) =>
    `/desk/loyalty/new?copyOf=${encodeURIComponent(dynamicPassId)}`,
  archive: '/desk/archive',
  credits: '/desk/credits',
  settings: '/settings',
} as const;
