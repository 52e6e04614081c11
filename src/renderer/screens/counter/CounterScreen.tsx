// The counter: scan a pass, see the card, record the visit, hear how it went.
import { useCallback, useEffect, useRef } from 'react';
import { useCounter } from '../../state/counter';
import { CooldownPrompt } from './CooldownPrompt';
import { CounterActions } from './CounterActions';
import { FeedbackPanel } from './FeedbackPanel';
import { MemberPanel } from './MemberPanel';
import { MemberSearch } from './MemberSearch';
import { NewMember } from './NewMember';
import { ReasonDialog } from './ReasonDialog';
import { RedeemedElsewherePrompt } from './RedeemedElsewherePrompt';
import { ScanSources, type ScanSourcesHandle } from './ScanSources';
import { useT } from '../../i18n/useT';
import './counter.css';
import './members.css';

export default function CounterScreen() {
  const sources = useRef<ScanSourcesHandle>(null);
  const t = useT();
  const focusScanEntry = useCallback(() => sources.current?.focusManualEntry(), []);

  useEffect(() => useCounter.getState().follow(), []);

  return (
    <div className="counter">
      <section className="scan-area" aria-label={t('counter.scanArea')}>
        <h1 className="visually-hidden">{t('counter.title')}</h1>
        <MemberSearch aside={<NewMember />} />
        <ScanSources ref={sources} />
      </section>
      <section className="card-area" aria-label={t('counter.checkInArea')}>
        <FeedbackPanel />
        <MemberPanel />
        <CooldownPrompt />
        <RedeemedElsewherePrompt />
        <CounterActions focusScanEntry={focusScanEntry} />
        <ReasonDialog />
      </section>
    </div>
  );
}
