// Typing a pass's code by hand, for a damaged or unreadable pass.
import { forwardRef, useState, type FormEvent } from 'react';

interface Props {
  onScan(text: string): void;
}

export const ManualEntry = forwardRef<HTMLInputElement, Props>(function ManualEntry(
  { onScan },
  ref,
) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onScan(text.trim());
    setText('');
  };
  return (
    <form className="manual-entry" onSubmit={submit}>
      <label htmlFor="manual-code">
        Type a pass code <kbd>F6</kbd>
      </label>
      <div className="row">
        <input
          id="manual-code"
          ref={ref}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit">Check in</button>
      </div>
    </form>
  );
});
