// A wait said the way a person reads it, in the page's language: seconds under two minutes (so a
// countdown moves every second), whole minutes after, each rounded up so it is never said shorter.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export function useDuration(): (ms: number) => string {
  const intl = useIntl();
  return useCallback(
    (ms: number) => {
      const seconds = Math.max(0, Math.ceil(ms / 1000));
      return seconds < 120
        ? intl.formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' })
        : intl.formatNumber(Math.ceil(seconds / 60), {
            style: 'unit',
            unit: 'minute',
            unitDisplay: 'long',
          });
    },
    [intl],
  );
}
