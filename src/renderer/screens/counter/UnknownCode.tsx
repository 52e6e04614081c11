// A code that names no member: what was read, and the two ways on (find them, or enrol them).
import { useUnknownCode } from '../../state/unknownCode';
import { codeShown } from './codeRead';
import { useT } from '../../i18n/useT';
import './scanOutcomes.css';

export function UnknownCode() {
  const read = useUnknownCode((s) => s.read);
  const ask = useUnknownCode((s) => s.ask);
  const t = useT();
  if (!read) return null;
  const shown = codeShown(read.text);
  return (
    <section className="unknown-code" aria-label={t('counter.member')} data-testid="unknown-code">
      {/* Why it named nobody is said once, in the feedback above; this says what was read. */}
      <h2>{t('counter.unknown.title')}</h2>
      <p>
        {shown.includes('…')
          ? t('counter.unknown.readCut', { count: [...read.text.trim()].length })
          : t('counter.unknown.read')}{' '}
        <code className="code-read" data-testid="code-read">
          {shown || t('counter.unknown.nothing')}
        </code>
      </p>
      <div className="scan-outcome-actions">
        <button type="button" onClick={() => ask('search')}>
          {t('counter.search.find')}
        </button>
        <button type="button" onClick={() => ask('enrol')}>
          {t('counter.newMember')}
        </button>
      </div>
    </section>
  );
}
