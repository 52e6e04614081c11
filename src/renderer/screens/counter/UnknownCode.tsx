// A code that names no member: what was read, and the two ways on (find them, or enrol them).
import { useUnknownCode } from '../../stores/unknownCode';
import { codeShown } from './codeRead';
import './scanOutcomes.css';

export function UnknownCode() {
  const read = useUnknownCode((s) => s.read);
  const ask = useUnknownCode((s) => s.ask);
  if (!read) return null;
  const shown = codeShown(read.text);
  return (
    <section className="unknown-code" aria-label="Member" data-testid="unknown-code">
      {/* Why it named nobody is said once, in the feedback above; this says what was read. */}
      <h2>No member with this code</h2>
      <p>
        Read{shown.includes('…') && ` (${[...read.text.trim()].length} characters)`}:{' '}
        <code className="code-read" data-testid="code-read">
          {shown || '(nothing)'}
        </code>
      </p>
      <div className="scan-outcome-actions">
        <button type="button" onClick={() => ask('search')}>
          Find a member
        </button>
        <button type="button" onClick={() => ask('enrol')}>
          New member
        </button>
      </div>
    </section>
  );
}
