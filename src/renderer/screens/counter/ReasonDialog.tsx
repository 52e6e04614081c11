// Asks the cashier why, for a change the journal keeps a reason for: a few common reasons as
// one-tap choices (Alt+1, Alt+2…) or one typed line, Enter to save. Nothing is stored before.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { changeReason } from '@shared/counter/reasons';
import { issueSaid } from '@shared/i18n/issues';
import { useSaid, useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';
import { askedWords, useReasonAsk } from '../../state/reasonAsk';
import './reasonDialog.css';

export function ReasonDialog() {
  const asking = useReasonAsk((s) => s.asking);
  // A new question is a new dialog: nothing typed for the last one carries over.
  return asking ? <ReasonForm key={asking.id} /> : null;
}

function ReasonForm() {
  const asking = useReasonAsk((s) => s.asking)!;
  const give = useReasonAsk((s) => s.give);
  const cancel = useReasonAsk((s) => s.cancel);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  const sayIt = useSaid();
  const asked = askedWords(asking.case);
  // A choice tapped is kept in the journal as the cashier read it.
  const choices = asked.choices.map((id) => t(id));

  // After the dialog opens (its own effect runs after this one), so its focus lands here.
  useEffect(() => queueMicrotask(() => input.current?.focus()), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changeReason.safeParse(text);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const said = issue ? issueSaid(issue) : null;
      return setError(said ? sayIt(said) : (issue?.message ?? t('counter.reason.give')));
    }
    void give(checked.data);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const choice = event.altKey ? choices[Number(event.key) - 1] : undefined;
    if (!choice) return;
    event.preventDefault();
    void give(choice);
  };

  return (
    <Modal
      title={t(asked.question)}
      className="reason-dialog"
      testId="reason-dialog"
      closeLabel={t('counter.cancel')}
      onClose={cancel}
    >
      <div onKeyDown={onKeyDown}>
        <p className="reason-dialog__note">{t('counter.reason.note')}</p>
        <div
          className="reason-dialog__choices"
          role="group"
          aria-label={t('counter.reason.common')}
        >
          {choices.map((choice, i) => (
            <button
              key={choice}
              type="button"
              onClick={() => void give(choice)}
              aria-keyshortcuts={`Alt+${i + 1}`}
            >
              {choice} <kbd>{t('counter.key.alt', { n: i + 1 })}</kbd>
            </button>
          ))}
        </div>
        <form className="reason-dialog__form" onSubmit={submit} noValidate>
          <label htmlFor="reason-text">{t('counter.reason.type')}</label>
          <div className="reason-dialog__line">
            <input
              id="reason-text"
              ref={input}
              type="text"
              maxLength={200}
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              aria-invalid={error !== null}
              aria-describedby={error ? 'reason-error' : undefined}
            />
            <button type="submit" className="primary" aria-keyshortcuts="Enter">
              {t('counter.reason.save')} <kbd>{t('counter.key.enter')}</kbd>
            </button>
          </div>
          {error && (
            <p id="reason-error" role="alert" className="reason-dialog__error">
              {error}
            </p>
          )}
        </form>
      </div>
    </Modal>
  );
}
