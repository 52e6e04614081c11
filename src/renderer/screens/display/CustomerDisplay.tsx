// The display facing the customer: their card filling as the counter acts, the reward when it is
// full, and the program's branding when nobody is at the counter. It has no actions.
import { useEffect, useState } from 'react';
import type { DisplayView } from '@shared/ipc/displayView';
import { api } from '../../bridge/api';
import { countLabel } from '../../ui/counterText';
import { StampCard } from '../../ui/StampCard';
import './display.css';

/** Whether the customer shown is still at the counter, by the station's own time stamp. */
function isIdle(view: DisplayView, now: number): boolean {
  return !view.customer || !view.at || now - Date.parse(view.at) > view.idleAfterSeconds * 1000;
}

export default function CustomerDisplay() {
  const [view, setView] = useState<DisplayView | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    const stop = api().on('display.changed', (next) => {
      setNow(Date.now());
      setView(next);
    });
    api()
      .display.current({})
      .then((first) => live && setView((heard) => heard ?? first))
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, []);

  // Goes back to the branding once the customer shown has been left alone a while.
  useEffect(() => {
    if (!view || isIdle(view, now)) return;
    const left = Date.parse(view.at!) + view.idleAfterSeconds * 1000 - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, left) + 50);
    return () => clearTimeout(timer);
  }, [view, now]);

  const program = view?.program ?? null;
  const customer = view && !isIdle(view, now) ? view.customer : null;
  const colour = program?.template.hexBackgroundColor;
  return (
    <main
      className="customer-display"
      style={colour ? { backgroundColor: colour } : undefined}
      data-testid="customer-display"
      data-state={customer ? 'customer' : 'idle'}
    >
      <h1>{program?.name ?? 'Welcome'}</h1>
      <div aria-live="polite" className="customer-display-body">
        {customer && program ? (
          <>
            <p className="customer-greeting">
              {customer.firstName ? `Hello, ${customer.firstName}!` : 'Hello!'}
            </p>
            {customer.moment !== 'archived' && (
              <>
                <StampCard program={program} count={customer.count} />
                <p className="customer-count" data-testid="display-count">
                  {countLabel(program, customer.count)}
                </p>
              </>
            )}
            <p className="customer-moment" data-moment={customer.moment}>
              {momentText(customer.moment, program.loyalty.loyaltyType === 'TEXT')}
            </p>
          </>
        ) : (
          <p className="customer-greeting">
            {program ? 'Show your pass at the counter to collect.' : 'Welcome'}
          </p>
        )}
      </div>
    </main>
  );
}

function momentText(moment: NonNullable<DisplayView['customer']>['moment'], points: boolean) {
  switch (moment) {
    case 'stamped':
      return points ? 'Thank you! Points added.' : 'Thank you! One more stamp.';
    case 'full':
      return 'Your card is full: your reward is ready!';
    case 'redeemed':
      return 'Enjoy your reward! A new card starts now.';
    case 'set':
      return 'Your card is updated.';
    case 'archived':
      return 'This card is archived and collects no more. Ask at the counter for a new one.';
    case 'shown':
      return '';
  }
}
