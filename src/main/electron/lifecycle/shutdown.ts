// Quitting in order: stop taking new work, let the core finish and close its database (the outbox
// stays consistent and sync resumes at next start), then the training service, then exit.
/* eslint-disable i18n/person-facing-text -- its step names go to the log */

export interface ShutdownSteps {
  /** Closes the core: in-flight requests settle or are left pending, the database is closed. */
  closeCore: () => Promise<void>;
  /** Stops the embedded training service, when one was started. */
  closeService?: (() => Promise<void>) | undefined;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /** After this long the app exits anyway; SQLite's journal keeps the outbox consistent. */
  timeoutMs: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

export interface Shutdown {
  /** True once quitting has begun: IPC answers "closing" instead of starting work. */
  readonly stopping: boolean;
  /** Runs the steps once; later calls return the same promise. */
  run(): Promise<void>;
}

export function createShutdown(steps: ShutdownSteps): Shutdown {
  let running: Promise<void> | null = null;
  const later = steps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms).unref());

  const step = async (name: string, fn: () => Promise<void>) => {
    let timedOut = false;
    await Promise.race([
      fn().catch((error: unknown) => steps.log(`${name} failed while quitting`, { error })),
      new Promise<void>((resolve) =>
        later(() => {
          timedOut = true;
          resolve();
        }, steps.timeoutMs),
      ),
    ]);
    if (timedOut) steps.log(`${name} did not finish within ${steps.timeoutMs} ms; quitting anyway`);
  };

  return {
    get stopping() {
      return running !== null;
    },
    run() {
      running ??= (async () => {
        steps.log('quitting: no new work accepted');
        await step('closing the core', steps.closeCore);
        if (steps.closeService) await step('stopping the training service', steps.closeService);
        steps.log('quit cleanly');
      })();
      return running;
    },
  };
}
