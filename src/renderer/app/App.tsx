// The app frame: navigation, the current screen and the always-visible status bar.
import { Suspense, useEffect } from 'react';
import { useProgram } from '../stores/program';
import { useLocation } from '../stores/location';
import { useLock } from '../stores/lock';
import { useSettings } from '../stores/settings';
import { useSyncStatus } from '../stores/syncStatus';
import { Navigation } from './Navigation';
import { pageOf } from './routes';
import { ScanAnywhere } from './ScanAnywhere';
import { StatusBar } from './StatusBar';

export function App() {
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
        <Suspense fallback={<p className="loading">Loading…</p>}>{page}</Suspense>
      </main>
      <StatusBar />
      <ScanAnywhere onCounter={route.id === 'counter'} />
    </div>
  );
}
