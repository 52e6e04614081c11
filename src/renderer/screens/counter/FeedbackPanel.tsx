// The big coloured answer to the last action: synced, saved for later, or an error.
import { useFeedback } from '../../state/feedback';
import { usePhrase } from '../../state/counterPhrase';
import { useT } from '../../i18n/useT';

export function FeedbackPanel() {
  const feedback = useFeedback((s) => s.feedback);
  const seq = useFeedback((s) => s.seq);
  const t = useT();
  const say = usePhrase();
  if (!feedback) {
    return (
      <div
        className="feedback"
        data-tone="idle"
        role="status"
        aria-live="polite"
        data-testid="feedback"
      >
        <strong>{t('counter.ready.title')}</strong>
        <span>{t('counter.ready.detail')}</span>
      </div>
    );
  }
  return (
    <div
      key={seq}
      className="feedback flash"
      data-seq={seq}
      data-tone={feedback.tone}
      role={feedback.tone === 'error' ? 'alert' : 'status'}
      aria-live={feedback.tone === 'error' ? 'assertive' : 'polite'}
      data-testid="feedback"
    >
      <strong>{say(feedback.title)}</strong>
      <span>{say(feedback.detail)}</span>
    </div>
  );
}
