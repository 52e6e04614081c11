// Typing a pass's code by hand, for a pass whose barcode is damaged or will not read.
import { useId, useState, type FormEvent } from 'react';
import type { OnScan } from './scanEvent';
import './manualEntry.css';

export interface ManualEntryProps {
  readonly onScan: OnScan;
  readonly label?: string;
  readonly submitLabel?: string;
  readonly disabled?: boolean;
}

export function ManualEntry({
  onScan,
  label = 'Code on the pass',
  submitLabel = 'Check in',
  disabled = false,
}: ManualEntryProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (code === '') {
      setProblem('Type the code printed under the barcode.');
      return;
    }
    setProblem(null);
    setText('');
    onScan({ text: code, source: 'manual' });
  };

  return (
    <form className="manual-entry" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={problem ? hintId : undefined}
      />
      <button type="submit" disabled={disabled}>
        {submitLabel}
      </button>
      {problem && (
        <p id={hintId} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
