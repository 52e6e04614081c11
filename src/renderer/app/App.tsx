// The app frame: navigation, the current screen and the always-visible status bar.
import { Suspense, useEffect } from 'react';
import { useProgram } from '../stores/program';
import { useRoute } from '../stores/route';
import { useSettings } from '../stores/settings';
import { useSyncStatus } from '../stores/syncStatus';
import { Navigation } from './Navigation';
import { routes } from './routes';
import { StatusBar } from './StatusBar';

export function App() {
  const current = useRoute((s) => s.current);
  const route = routes.find((r) => r.id === current) ?? routes[0]!;

  useEffect(() => {
    const stops = [
      useSyncStatus.getState().follow(),
      useSettings.getState().follow(),
      useProgram.getState().follow(),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <div className="app">
      <Navigation />
      <main className="screen" id="main" aria-label={route.label}>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <route.Screen />
        </Suspense>
      </main>
      <StatusBar />
    </div>
  );
}
