// A screen tab's words, the same in the bar and under More: its name, a padlock when it needs
// someone with more say, and its shortcut.
import { mayAct } from '@shared/ipc/access';
import type { StaffRole } from '@shared/ipc/staffContract';
import { useT } from '../i18n/useT';
import { LockedMark } from '../ui/staff/LockedMark';
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
