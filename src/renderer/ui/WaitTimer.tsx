// A wait shown as it counts down, inside a sentence: a timer, so a screen reader does not read
// every tick, in the page's language by `waitWords`.
import { useIntl } from 'react-intl';
import { waitWords } from './waitWords';

export function WaitTimer({ ms, testId }: { ms: number; testId: string }) {
  const intl = useIntl();
  return (
    <span role="timer" data-testid={testId}>
      {waitWords(intl, ms)}
    </span>
  );
}
