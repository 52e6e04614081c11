// The open flags beside the owner's name, a link to them; and the day's summary at the owner's
// first look of the day. Nothing for anyone else.
import { Suspense, useEffect } from 'react';
import './flagCount.css';
import { lazyWithWords } from '../../i18n/catalogue';
import { useT } from '../../i18n/useT';
import { useLocation } from '../../state/location';
import { useFlagCount } from './flagCountState';

/** Drawn once the rest of the language is here: its words are not the first paint's. */
const DailySummary = lazyWithWords(() => import('./DailySummary'));

export function FlagCount() {
  const t = useT();
  const path = useLocation((s) => s.path);
  const open = useFlagCount((state) => state.open);
  useEffect(() => void useFlagCount.getState().refresh(), [path]);
  return (
    <>
      {open !== null && (
        // The owner's way to the Activity screen, even with nothing open: quiet at 0.
        <a
          href="#/activity"
          className={open > 0 ? 'staff-flags' : 'staff-flags staff-flags-none'}
          data-testid="flag-count"
          aria-label={t('shell.staff.flagsOpen', { count: open })}
        >
          {open}
        </a>
      )}
      <Suspense fallback={null}>
        <DailySummary />
      </Suspense>
    </>
  );
}
