// A PIN field: digits from a till's number pad, hidden as typed, never remembered by the browser.
import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  value: string;
  onChange(value: string): void;
};

export function PinInput({ onChange, autoComplete = 'off', ...rest }: Props) {
  return (
    <input
      {...rest}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={12}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
