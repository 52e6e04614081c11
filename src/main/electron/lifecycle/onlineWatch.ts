// Tells the core when the operating system's network comes and goes, by polling its answer and
// reporting only changes (plus an immediate check after the computer wakes up).

export interface OnlineWatchOptions {
  isOnline: () => boolean;
  onChange: (online: boolean) => void;
  intervalMs: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface OnlineWatch {
  /** Checks now, e.g. on resume from sleep or a window's online/offline event. */
  check(): void;
  stop(): void;
}

export function watchOnline(options: OnlineWatchOptions): OnlineWatch {
  const every = options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
  const cancel = options.clearInterval ?? ((handle) => clearInterval(handle as NodeJS.Timeout));
  let last: boolean | null = null;
  const check = () => {
    let online: boolean;
    try {
      online = options.isOnline();
    } catch {
      return;
    }
    if (online !== last) {
      last = online;
      options.onChange(online);
    }
  };
  check();
  const handle = every(check, options.intervalMs);
  return { check, stop: () => cancel(handle) };
}
