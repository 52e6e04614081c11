// Types for the setup's steps, so tests can drive them with npm played by a stand-in.
export function setup(io: {
  npm(
    args: string[],
    options: { env: NodeJS.ProcessEnv; capture: boolean },
  ): { status: number | null; output: string };
  startDesktop(): number | null;
  electronBinary(): string | null;
  say(line: string): void;
  complain(line: string): void;
  env: NodeJS.ProcessEnv;
}): number;
