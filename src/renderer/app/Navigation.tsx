// The screen tabs, reachable with Alt and a digit from anywhere.
import { useEffect } from 'react';
import { navigate, useLocation } from '../stores/location';
import { useLock } from '../stores/lock';
import { routeOf, routes } from './routes';

export function Navigation() {
  const current = useLocation((s) => routeOf(s.path).id);
  const lock = useLock((s) => s.view);
  const locked = lock !== null && !lock.unlocked;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
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
      <ul>
        {routes.map((route) => (
          <li key={route.id}>
            <a
              href={`#/${route.id}`}
              aria-current={route.id === current ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${route.key}`}
            >
              {route.label}
              {route.manager && locked && <LockedMark />} <kbd>Alt+{route.key}</kbd>
            </a>
          </li>
        ))}
      </ul>
      {lock?.pinSet && lock.unlocked && (
        <button
          type="button"
          className="nav-lock"
          onClick={() => void useLock.getState().lock()}
          data-testid="lock-now"
        >
          Lock
        </button>
      )}
    </nav>
  );
}

/** A padlock after a tab the manager PIN opens, read out as words. */
function LockedMark() {
  return (
    <span className="nav-locked">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">(manager PIN)</span>
    </span>
  );
}
