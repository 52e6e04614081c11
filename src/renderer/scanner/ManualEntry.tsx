// Typing a pass's code by hand, for a pass whose barcode is damaged or will not read.
import { useId, useState, type FormEvent } from 'react';
import type { OnScan } from './scanEvent';
import { useT } from '../i18n/useT';
import './manualEntry.css';

export interface ManualEntryProps {
  readonly onScan: OnScan;
  readonly label?: string;
  readonly submitLabel?: string;
  readonly disabled?: boolean;
}

export function ManualEntry({ onScan, label, submitLabel, disabled = false }: ManualEntryProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (code === '') {
      setProblem(true);
      return;
    }
    setProblem(false);
    setText('');
    onScan({ text: code, source: 'manual' });
  };

  return (
    <form className="manual-entry" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label ?? t('shell.manual.label')}</label>
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={problem}
        aria-describedby={problem ? hintId : undefined}
      />
      <button type="submit" disabled={disabled}>
        {submitLabel ?? t('shell.manual.submit')}
      </button>
      {problem && (
        <p id={hintId} role="alert">
          {t('shell.manual.empty')}
        </p>
      )}
    </form>
  );
}
