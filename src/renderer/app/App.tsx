// The app frame: navigation, the current screen and the always-visible status bar.
import { lazy, Suspense, useEffect } from 'react';
import { useProgram } from '../stores/program';
import { useLocation } from '../stores/location';
import { useLock } from '../stores/lock';
import { useSettings } from '../stores/settings';
import { useSyncStatus } from '../stores/syncStatus';
import { ManagerGate } from '../ui/ManagerGate';
import { Navigation } from './Navigation';
import { pageOf } from './routes';
import { ScanAnywhere } from './ScanAnywhere';
import { StatusBar } from './StatusBar';

const CustomerDisplay = lazy(() => import('../screens/display/CustomerDisplay'));

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

  useEffect(() => {
    const stops = [
      useSyncStatus.getState().follow(),
      useSettings.getState().follow(),
      useProgram.getState().follow(),
      useLock.getState().follow(),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <div className="app">
      <Navigation />
      <main className="screen" id="main" aria-label={route.label}>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {route.manager ? (
            <ManagerGate what={`The ${route.label} screen`} screen>
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
