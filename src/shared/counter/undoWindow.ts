// How long after a check-in the counter may undo it: the one rule the core enforces and the
// counter's button counts down.

/** Long enough to catch a wrong member or a double scan, short enough that the customer is there. */
export const UNDO_SECONDS = 10;

/** The moment (ms) a check-in stored at `createdAt` can no longer be undone. */
export function undoOpenUntil(createdAt: string): number {
  return Date.parse(createdAt) + UNDO_SECONDS * 1000;
}
