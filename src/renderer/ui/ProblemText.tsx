// What went wrong, said where it happened and announced at once; nothing when all is well.
export function ProblemText({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="error-text">
      {problem}
    </p>
  );
}
