// The screen tabs, reachable with Alt and a digit from anywhere.
import { useEffect, useRef } from 'react';
import { navigate, useLocation } from '../stores/location';
import { mayAct } from '@shared/ipc/access';
import { useStaff } from '../stores/staff';
import { routeOf, routes } from './routes';
import { StaffBar } from './StaffBar';

export function Navigation() {
  const current = useLocation((s) => routeOf(s.path).id);
  const role = useStaff((s) => s.view?.role);
  const list = useRef<HTMLUListElement>(null);

  // On a narrow till the tabs scroll inside the bar: the current one is always scrolled into view,
  // also when the window is made narrower.
  useEffect(() => {
    const show = () =>
      list.current
        ?.querySelector<HTMLElement>('[aria-current="page"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    show();
    window.addEventListener('resize', show);
    return () => window.removeEventListener('resize', show);
  }, [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog that took the key for itself (a reason's Alt+digit) keeps it.
      if (event.defaultPrevented || !event.altKey || event.ctrlKey || event.metaKey) return;
      const route = routes.find((r) => event.code === `Digit${r.key}`);
      if (!route) return;
      event.preventDefault();
      navigate(`/${route.id}`);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // When the tabs do not all fit they scroll: the current one is brought into view.
  useEffect(() => {
    document
      .querySelector('.nav a[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <nav className="nav" aria-label="Screens">
      <span className="brand">PassDesk</span>
      <ul ref={list}>
        {routes.map((route) => (
          <li key={route.id}>
            <a
              href={`#/${route.id}`}
              aria-current={route.id === current ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${route.key}`}
            >
              {route.label}
              {route.least && role !== undefined && !mayAct(role, route.least) && (
                <LockedMark least={route.least} />
              )}{' '}
              <kbd>Alt+{route.key}</kbd>
            </a>
          </li>
        ))}
      </ul>
      <StaffBar />
    </nav>
  );
}

/** A padlock after a tab that needs a manager (or the owner) to sign in, read out as words. */
function LockedMark({ least }: { least: 'manager' | 'owner' }) {
  return (
    <span className="nav-locked">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">
        (needs {least === 'owner' ? 'the owner' : 'a manager'})
      </span>
    </span>
  );
}
