// The screen tabs, reachable with Alt and a digit from anywhere.
import { useEffect } from 'react';
import { navigate, useLocation } from '../stores/location';
import { routeOf, routes } from './routes';

export function Navigation() {
  const current = useLocation((s) => routeOf(s.path).id);

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
              {route.label} <kbd>Alt+{route.key}</kbd>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
