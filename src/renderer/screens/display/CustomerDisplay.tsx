// The display facing the customer: their card filling as the counter acts, the reward when it is
// full, and the program's branding when nobody is at the counter. It has no actions, and speaks
// the display's own language, which may differ from the station's.
import { useEffect, useState } from 'react';
import type { DisplayView } from '@shared/ipc/displayView';
import type { MessageId } from '@shared/i18n/messageId';
import { api } from '../../bridge/api';
import { firstLanguage } from '../../i18n/firstLanguage';
import { LanguageRoot } from '../../i18n/LanguageRoot';
import { useT } from '../../i18n/useT';
import { usePhrase } from '../../state/counterPhrase';
import { countWords } from '../../ui/counterText';
import { StampCard } from '../../ui/StampCard';
import './display.css';

type Moment = NonNullable<DisplayView['customer']>['moment'];

/** What the display says of the counter's last act; a plain show says nothing. */
const MOMENT: Record<Exclude<Moment, 'shown' | 'stamped'>, MessageId> = {
  full: 'counter.display.full',
  redeemed: 'counter.display.redeemed',
  set: 'counter.display.set',
  archived: 'counter.display.archived',
};

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

  return (
    <LanguageRoot language={view?.language ?? firstLanguage()}>
      <DisplayBody view={view} now={now} />
    </LanguageRoot>
  );
}

function DisplayBody({ view, now }: { view: DisplayView | null; now: number }) {
  const t = useT();
  const say = usePhrase();
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
      <h1>{program?.name ?? t('counter.display.welcome')}</h1>
      <div aria-live="polite" className="customer-display-body">
        {customer && program ? (
          <>
            <p className="customer-greeting">
              {customer.firstName
                ? t('counter.display.hello', { name: customer.firstName })
                : t('counter.hello')}
            </p>
            {customer.moment !== 'archived' && (
              <>
                <StampCard program={program} count={customer.count} />
                <p className="customer-count" data-testid="display-count">
                  {say(countWords(program, customer.count))}
                </p>
              </>
            )}
            <p className="customer-moment" data-moment={customer.moment}>
              {momentText(t, customer.moment, program.loyalty.loyaltyType === 'TEXT')}
            </p>
          </>
        ) : (
          <p className="customer-greeting">
            {program ? t('counter.display.idle') : t('counter.display.welcome')}
          </p>
        )}
      </div>
    </main>
  );
}

function momentText(t: ReturnType<typeof useT>, moment: Moment, points: boolean): string {
  if (moment === 'shown') return '';
  if (moment === 'stamped') return t(points ? 'counter.display.points' : 'counter.display.stamped');
  return t(MOMENT[moment]);
}
