// Types for the setup's steps, so tests can drive them with npm and the build played by stand-ins.
interface Run {
  status: number | null;
  output: string;
}

export function setup(io: {
  npm(args: string[], options: { env: NodeJS.ProcessEnv }): Run;
  buildPages(options: { env: NodeJS.ProcessEnv }): Run;
  startBrowserStation(options: { env: NodeJS.ProcessEnv }): number | null;
  keepLog(text: string): string;
  startDesktop(): number | null;
  electronBinary(): string | null;
  clock(): number;
  say(line: string): void;
  complain(line: string): void;
  env: NodeJS.ProcessEnv;
}): number;
