// The app frame: navigation, the current screen and the always-visible status bar.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useProgram } from '../state/program';
import { useLocation } from '../state/location';
import { useStaff } from '../state/staff';
import { useSettings } from '../state/settings';
import { useSyncStatus } from '../state/syncStatus';
import { useStoreStatus } from '../state/storeStatus';
import { ManagerGate } from '../ui/ManagerGate';
import { firstLanguage } from '../i18n/firstLanguage';
import { LanguageRoot } from '../i18n/LanguageRoot';
import { useT } from '../i18n/useT';
import { Navigation } from './Navigation';
import { pageOf } from './routes';
import { ScanAnywhere } from './ScanAnywhere';
import { StartsAtTop } from './StartsAtTop';
import { StatusBar } from './StatusBar';
import { pinAsked } from '../screens/signIn/changePinModel';

const CustomerDisplay = lazy(() => import('../screens/display/CustomerDisplay'));
const SignInScreen = lazy(() => import('../screens/signIn/SignInScreen'));
const ChangePinScreen = lazy(() => import('../screens/signIn/ChangePinScreen'));

const isDisplayPath = (path: string): boolean => path.replace(/^\/?/, '') === 'display';

/** Whether this page is the customer display (read before the app mounts, to pick its language). */
export function isDisplayPage(): boolean {
  return isDisplayPath(useLocation.getState().path);
}

/**
 * The customer display is a page of its own: no navigation, no status, nothing to press. It
 * speaks the display's language (its own LanguageRoot); the station speaks the station's.
 */
export function App() {
  const location = useLocation();
  const language = useSettings((s) => s.settings?.language) ?? firstLanguage();
  if (isDisplayPath(location.path)) {
    return (
      <Suspense fallback={null}>
        <CustomerDisplay />
      </Suspense>
    );
  }
  return (
    <LanguageRoot language={language}>
      <StationApp />
    </LanguageRoot>
  );
}

function StationApp() {
  const t = useT();
  const location = useLocation();
  const { route, page } = pageOf(location);
  const screenArea = useRef<HTMLElement>(null);
  const signingIn = useStaff((s) => s.view !== null && (s.view.role === null || s.choosing));
  const pinToChange = useStaff((s) => pinAsked(s.view, s.pinLater));

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

  if (signingIn || pinToChange) {
    return (
      <div className="app">
        <header className="nav">
          <span className="brand">PassDesk</span>
        </header>
        <main className="screen" id="main" aria-label={t('shell.signIn')}>
          <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
            {signingIn || !pinToChange ? (
              <SignInScreen />
            ) : (
              <ChangePinScreen reason={pinToChange} />
            )}
          </Suspense>
        </main>
        <StatusBar />
      </div>
    );
  }
  return (
    <div className="app">
      <Navigation />
      <main className="screen" id="main" aria-label={t(route.name)} ref={screenArea}>
        <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
          <StartsAtTop key={location.path} area={screenArea} />
          {route.least ? (
            <ManagerGate what={t(route.screen)} least={route.least} screen>
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
