// The line under a change that says it was kept, or why not, announced when it changes.
export function SaidLine({ said }: { said: { ok: boolean; text: string } | null }) {
  return (
    <p role="status" className={said && !said.ok ? 'desk-error' : undefined}>
      {said?.text}
    </p>
  );
}
