// What a form's last press did: a status when it was saved, an alert saying what to fix when not.
export interface Saying {
  ok: boolean;
  text: string;
}

export function Said({ said, testId }: { said: Saying | null; testId: string }) {
  if (!said) return null;
  return (
    <p
      role={said.ok ? 'status' : 'alert'}
      className={said.ok ? 'desk-success' : 'desk-error'}
      data-testid={testId}
    >
      {said.text}
    </p>
  );
}
