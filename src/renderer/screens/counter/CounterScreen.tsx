// The counter: scan a pass, see the card, record the visit, hear how it went.
import { useCallback, useEffect, useRef } from 'react';
import { useCounter } from '../../stores/counter';
import { CooldownPrompt } from './CooldownPrompt';
import { CounterActions } from './CounterActions';
import { FeedbackPanel } from './FeedbackPanel';
import { ManualEntry } from './ManualEntry';
import { MemberPanel } from './MemberPanel';
import './counter.css';

export default function CounterScreen() {
  const scan = useCounter((s) => s.scan);
  const manualRef = useRef<HTMLInputElement>(null);
  const focusScanEntry = useCallback(() => manualRef.current?.focus(), []);

  useEffect(() => useCounter.getState().follow(), []);

  return (
    <div className="counter">
      <section className="scan-area" aria-label="Scan">
        <h1>Counter</h1>
        <div className="camera-slot" data-testid="camera-slot" />
        <ManualEntry ref={manualRef} onScan={(text) => void scan(text, 'manual')} />
      </section>
      <section className="card-area" aria-label="Check-in">
        <FeedbackPanel />
        <MemberPanel />
        <CooldownPrompt />
        <CounterActions focusScanEntry={focusScanEntry} />
      </section>
    </div>
  );
}
