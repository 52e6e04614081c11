// A padlock beside what needs someone with more say (a manager or the owner) to sign in, read
// out as words: after a screen's tab, or beside an action on a screen.
import { useT } from '../../i18n/useT';

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
