// The counter: scan a pass, see the card, record the visit, hear how it went.
import { useCallback, useEffect, useRef } from 'react';
import { useCounter } from '../../stores/counter';
import { CooldownPrompt } from './CooldownPrompt';
import { CounterActions } from './CounterActions';
import { FeedbackPanel } from './FeedbackPanel';
import { MemberPanel } from './MemberPanel';
import { MemberSearch } from './MemberSearch';
import { NewMember } from './NewMember';
import { ReasonDialog } from './ReasonDialog';
import { RedeemedElsewherePrompt } from './RedeemedElsewherePrompt';
import { ScanSources, type ScanSourcesHandle } from './ScanSources';
import './counter.css';
import './members.css';

export default function CounterScreen() {
  const sources = useRef<ScanSourcesHandle>(null);
  const focusScanEntry = useCallback(() => sources.current?.focusManualEntry(), []);

  useEffect(() => useCounter.getState().follow(), []);

  return (
    <div className="counter">
      <section className="scan-area" aria-label="Scan">
        <h1 className="visually-hidden">Counter</h1>
        <MemberSearch aside={<NewMember />} />
        <ScanSources ref={sources} />
      </section>
      <section className="card-area" aria-label="Check-in">
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
