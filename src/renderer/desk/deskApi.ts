// The bridge and navigation as the desk screens reach them, from the app shell.
import type { PassdeskApi } from '@shared/ipc/bridge';
import { api as shellApi } from '../bridge/api';
import { messageOf as shellMessageOf } from '../bridge/reviveErrors';

export type Navigate = (path: string) => void;

const hashNavigate: Navigate = (path) => {
  window.location.hash = path;
};

/** The app shell's bridge: the preload's in the desktop app, HTTP in the web host. */
export const useDeskApi = (): PassdeskApi => shellApi();
export const useNavigate = (): Navigate => hashNavigate;

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
