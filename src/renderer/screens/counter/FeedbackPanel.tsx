// The big coloured answer to the last action: synced, saved for later, or an error.
import { useFeedback } from '../../stores/feedback';

export function FeedbackPanel() {
  const feedback = useFeedback((s) => s.feedback);
  const seq = useFeedback((s) => s.seq);
  if (!feedback) {
    return (
      <div
        className="feedback"
        data-tone="idle"
        role="status"
        aria-live="polite"
        data-testid="feedback"
      >
        <strong>Ready</strong>
        <span>Scan a member's pass, or type its code.</span>
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
      <strong>{feedback.title}</strong>
      <span>{feedback.detail}</span>
    </div>
  );
}
