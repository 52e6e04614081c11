// Whether to reload the window after its renderer died: a counter should come back by itself, but
// a page that crashes on every load must not loop forever.

export const RECOVERY_WINDOW_MS = 5 * 60_000;
export const MAX_RELOADS_IN_WINDOW = 3;

/** `reloads`: when earlier reloads happened (ms). Returns the updated list, or null to stop. */
export function nextReload(
  reason: string,
  reloads: readonly number[],
  now: number,
): number[] | null {
  // A clean exit is the app closing; "killed" is the system or a person ending it on purpose.
  if (reason === 'clean-exit' || reason === 'killed') return null;
  const recent = reloads.filter((at) => now - at < RECOVERY_WINDOW_MS);
  if (recent.length >= MAX_RELOADS_IN_WINDOW) return null;
  return [...recent, now];
}
