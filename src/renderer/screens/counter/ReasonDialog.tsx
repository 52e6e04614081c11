// Asks the cashier why, for a change the journal keeps a reason for: a few common reasons as
// one-tap choices (Alt+1, Alt+2…) or one typed line, Enter to save. Nothing is stored before.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { changeReason } from '@shared/counter/reasons';
import { Modal } from '../../ui/Modal';
import { askedWords, useReasonAsk } from '../../stores/reasonAsk';
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
  const { question, choices } = askedWords(asking.case);

  // After the dialog opens (its own effect runs after this one), so its focus lands here.
  useEffect(() => queueMicrotask(() => input.current?.focus()), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changeReason.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'give a reason');
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
      title={question}
      className="reason-dialog"
      testId="reason-dialog"
      closeLabel="Cancel"
      onClose={cancel}
    >
      <div onKeyDown={onKeyDown}>
        <p className="reason-dialog__note">
          The journal keeps the reason with the change. Nothing is saved until you give one.
        </p>
        <div className="reason-dialog__choices" role="group" aria-label="Common reasons">
          {choices.map((choice, i) => (
            <button
              key={choice}
              type="button"
              onClick={() => void give(choice)}
              aria-keyshortcuts={`Alt+${i + 1}`}
            >
              {choice} <kbd>Alt+{i + 1}</kbd>
            </button>
          ))}
        </div>
        <form className="reason-dialog__form" onSubmit={submit} noValidate>
          <label htmlFor="reason-text">Or type the reason</label>
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
              Save <kbd>Enter</kbd>
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
