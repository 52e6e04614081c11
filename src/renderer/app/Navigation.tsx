// The screen tabs, reachable with Alt and a digit from anywhere; those with no room in the bar
// wait under More, whole, never cut in half.
import { useEffect, useRef } from 'react';
import './navigation.css';
import { navigate, useLocation } from '../state/location';
import { useStaff } from '../state/staff';
import { useT } from '../i18n/useT';
import { MoreScreens } from './MoreScreens';
import { routeOf, routes } from './routes';
import { TabWords } from './ScreenTab';
import { StaffBar } from './StaffBar';
import { useTabsThatFit } from './useTabsThatFit';

/** The screens with a tab of their own; the rest are reached by their key and their links. */
const tabs = routes.filter((route) => route.inBar !== false);

export function Navigation() {
  const t = useT();
  const current = useLocation((s) => routeOf(s.path).id);
  const role = useStaff((s) => s.view?.role);
  const room = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const fit = useTabsThatFit(
    room,
    ruler,
    tabs.length,
    tabs.findIndex((r) => r.id === current),
  );
  const inBar = fit ? fit.map((index) => tabs[index]!) : tabs;
  const underMore = tabs.filter((route) => !inBar.includes(route));

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

  return (
    <nav className="nav" aria-label={t('shell.nav.screens')}>
      <span className="brand">PassDesk</span>
      <div className="nav-tabs" ref={room}>
        <ul>
          {inBar.map((route) => (
            <li key={route.id}>
              <a
                className="nav-tab"
                href={`#/${route.id}`}
                aria-current={route.id === current ? 'page' : undefined}
                aria-keyshortcuts={`Alt+${route.key}`}
              >
                <TabWords route={route} role={role} />
              </a>
            </li>
          ))}
        </ul>
        {underMore.length > 0 && <MoreScreens routes={underMore} role={role} />}
        {/* Every tab and More laid out unseen, so the bar knows each one's width. */}
        <div className="nav-ruler" aria-hidden="true">
          <div ref={ruler}>
            {tabs.map((route) => (
              <span key={route.id} className="nav-tab">
                <TabWords route={route} role={role} />
              </span>
            ))}
            <span className="nav-tab nav-more-button">
              {t('shell.nav.more')}
              <span aria-hidden="true">▾</span>
            </span>
          </div>
        </div>
      </div>
      <StaffBar />
    </nav>
  );
}
