// What an import did: the members queued, and the rows it passed over and why.
import { useEffect, useRef } from 'react';
import { PATHS } from '../../../app/paths';
import { members } from './importModel';
import type { ImportOutcome as Outcome } from './useMemberImport';

export function ImportOutcome({ outcome }: { outcome: Outcome }) {
  const box = useRef<HTMLDivElement>(null);
  // The Import button pressed is disabled once nothing is left to add: the focus goes on here.
  useEffect(() => box.current?.focus(), [outcome]);
  const passedOver = [
    outcome.alreadyImported > 0 && `${members(outcome.alreadyImported)} already imported before`,
    outcome.repeated > 0 && `${outcome.repeated.toLocaleString('en')} repeated in the file`,
    outcome.skipped > 0 && `${outcome.skipped.toLocaleString('en')} skipped with problems`,
  ].filter((said): said is string => Boolean(said));
  return (
    <div
      className="confirm outcome--success import-outcome"
      role="status"
      ref={box}
      tabIndex={-1}
      data-testid="import-outcome"
    >
      <p>
        <strong>
          {outcome.added > 0
            ? `Added ${members(outcome.added)} to the queue.`
            : 'Nobody new to add: nothing was queued.'}
        </strong>{' '}
        {passedOver.length > 0 && `Not added: ${passedOver.join(', ')}.`}
      </p>
      {outcome.added > 0 && (
        <p>
          Each is found at the counter now, and their pass is issued as the queue reaches the
          service. <a href={`#${PATHS.queue}`}>Open the Queue</a>
        </p>
      )}
    </div>
  );
}
