// How the Queue, the journal and the credits say when something happened, through Intl.

/** A moment to the second with its date ("26/11/2026, 10:00:05" in the page's own order). */
export const MOMENT = { dateStyle: 'short', timeStyle: 'medium' } as const;

/** A side's time to the second ("26 Nov, 10:00:05"), since two sides can fall in one minute. */
export const SIDE_TIME = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  day: 'numeric',
  month: 'short',
} as const;
