// A screen tab's words, the same in the bar and under More: its name, a padlock when it needs
// someone with more say, and its shortcut.
import { mayAct } from '@shared/ipc/access';
import type { StaffRole } from '@shared/ipc/staffContract';
import { useT } from '../i18n/useT';
import type { RouteDef } from './routes';

export function TabWords({ route, role }: { route: RouteDef; role: StaffRole | null | undefined }) {
  const t = useT();
  return (
    <>
      {t(route.name)}
      {route.least && role !== undefined && !mayAct(role, route.least) && (
        <LockedMark least={route.least} />
      )}{' '}
      <kbd>{t('shell.nav.shortcut', { key: route.key })}</kbd>
    </>
  );
}

/** A padlock after a tab that needs a manager (or the owner) to sign in, read out as words. */
export function LockedMark({ least }: { least: 'manager' | 'owner' }) {
  const t = useT();
  return (
    <span className="nav-locked">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">
        {t(least === 'owner' ? 'shell.nav.needsOwner' : 'shell.nav.needsManager')}
      </span>
    </span>
  );
}
