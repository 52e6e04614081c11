// Commands from a benchmark to a station in a process of its own, over Node's IPC channel, and
// the station's answers: one request id each, and an error carried back as its stack.
import type { ChildProcess } from 'node:child_process';

interface Reply {
  id?: number;
  result?: unknown;
  error?: string;
}

/** The benchmark's end: sends a command, and settles when its answer comes back. */
export class CommandChannel<Command> {
  #nextId = 0;
  readonly #pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();

  constructor(
    name: string,
    private readonly child: ChildProcess,
  ) {
    child.on('message', (raw: Reply) => {
      const waiting = raw.id === undefined ? undefined : this.#pending.get(raw.id);
      if (!waiting || raw.id === undefined) return;
      this.#pending.delete(raw.id);
      if (raw.error) waiting.reject(new Error(`${name}: ${raw.error}`));
      else waiting.resolve(raw.result);
    });
    child.on('exit', (code) => {
      for (const waiting of this.#pending.values())
        waiting.reject(new Error(`${name} exited with ${code}`));
      this.#pending.clear();
    });
  }

  send<T>(command: Command): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, command });
    });
  }
}

/** The station's end: each request parsed (zod) before it runs, and its outcome sent back. */
export function serveCommands<Command>(
  parse: (raw: unknown) => { id: number; command: Command },
  run: (command: Command) => Promise<unknown>,
): void {
  process.on('message', (raw) => {
    const { id, command } = parse(raw);
    run(command).then(
      (result) => process.send?.({ id, result }),
      (error: unknown) =>
        process.send?.({
          id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
}
