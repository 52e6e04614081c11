// The app frame: navigation, the current screen and the always-visible status bar.
import { lazy, Suspense, useEffect } from 'react';
import { useProgram } from '../stores/program';
import { useLocation } from '../stores/location';
import { useStaff } from '../stores/staff';
import { useSettings } from '../stores/settings';
import { useSyncStatus } from '../stores/syncStatus';
import { useStoreStatus } from '../stores/storeStatus';
import { ManagerGate } from '../ui/ManagerGate';
import { Navigation } from './Navigation';
import { pageOf } from './routes';
import { ScanAnywhere } from './ScanAnywhere';
import { StatusBar } from './StatusBar';

const CustomerDisplay = lazy(() => import('../screens/display/CustomerDisplay'));
const SignInScreen = lazy(() => import('../screens/signIn/SignInScreen'));

/** The customer display is a page of its own: no navigation, no status, nothing to press. */
export function App() {
  const location = useLocation();
  if (location.path.replace(/^\/?/, '') === 'display') {
    return (
      <Suspense fallback={null}>
        <CustomerDisplay />
      </Suspense>
    );
  }
  return <StationApp />;
}

function StationApp() {
  const { route, page } = pageOf(useLocation());
  const signingIn = useStaff((s) => s.view !== null && (s.view.role === null || s.choosing));

  useEffect(() => {
    const stops = [
      useSyncStatus.getState().follow(),
      useSettings.getState().follow(),
      useStaff.getState().follow(),
      useStoreStatus.getState().follow(),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
  // The counter's program is a cashier's to read: read again once someone may work.
  const working = useStaff((s) => s.view !== null && s.view.role !== null);
  useEffect(() => (working ? useProgram.getState().follow() : undefined), [working]);

  if (signingIn) {
    return (
      <div className="app">
        <header className="nav">
          <span className="brand">PassDesk</span>
        </header>
        <main className="screen" id="main" aria-label="Sign in">
          <Suspense fallback={<p className="loading">Loading…</p>}>
            <SignInScreen />
          </Suspense>
        </main>
        <StatusBar />
      </div>
    );
  }
  return (
    <div className="app">
      <Navigation />
      <main className="screen" id="main" aria-label={route.label}>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {route.least ? (
            <ManagerGate what={`The ${route.label} screen`} least={route.least} screen>
              {page}
            </ManagerGate>
          ) : (
            page
          )}
        </Suspense>
      </main>
      <StatusBar />
      <ScanAnywhere onCounter={route.id === 'counter'} />
    </div>
  );
}
