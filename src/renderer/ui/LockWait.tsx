// The wait after too many wrong PINs, counted down against the person's own "retry at" time.
import { FormattedMessage } from 'react-intl';
import { WaitTimer } from './WaitTimer';
import { useNow } from './useNow';

/**
 * The sentence ticks every second while the wait lasts. As a timer it is not read out at each
 * tick: the alert around it is announced once, when the PIN is refused.
 */
export function LockWait({ until }: { until: string }) {
  const now = useNow(1000);
  const left = Date.parse(until) - now;
  return left > 0 ? (
    <FormattedMessage
      id="shell.lock.wait"
      values={{ wait: <WaitTimer ms={left} testId="lock-wait" /> }}
    />
  ) : (
    <FormattedMessage id="shell.lock.waitOver" />
  );
}
