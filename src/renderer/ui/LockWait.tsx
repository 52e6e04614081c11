// The wait after too many wrong PINs, counted down against the person's own "retry at" time.
import { FormattedMessage, useIntl } from 'react-intl';
import { waitWords } from './waitWords';
import { useNow } from './useNow';

/**
 * The sentence ticks every second while the wait lasts. As a timer it is not read out at each
 * tick: the alert around it is announced once, when the PIN is refused.
 */
export function LockWait({ until }: { until: string }) {
  const now = useNow(1000);
  const intl = useIntl();
  const left = Date.parse(until) - now;
  return left > 0 ? (
    <FormattedMessage
      id="shell.lock.wait"
      values={{
        wait: (
          <span role="timer" data-testid="lock-wait">
            {waitWords(intl, left)}
          </span>
        ),
      }}
    />
  ) : (
    <FormattedMessage id="shell.lock.waitOver" />
  );
}
