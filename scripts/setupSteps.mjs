// What `npm run setup` does, with the commands it runs handed in, so a test can play npm's part.

export const NO_ELECTRON_HERE =
  "Electron's desktop binary could not be downloaded on this machine; installing without it.";

const CI = ['ci', '--no-audit', '--no-fund'];

/**
 * Installs the dependencies, then starts PassDesk: the desktop app where Electron could be
 * installed, else the same app in the browser. The first install's output is kept back: when it
 * fails only because Electron's binary cannot be fetched, the retry without it succeeds and that
 * failure is said in one line instead of npm's stack trace; it is shown whole only when the
 * retry fails too. Answers the process's exit code.
 *
 * @param {object} io
 * @param {(args: string[], options: { env: NodeJS.ProcessEnv, capture: boolean }) =>
 *   { status: number | null, output: string }} io.npm runs npm; `capture` keeps its output back
 * @param {() => number | null} io.startDesktop starts the desktop app, answering its exit code
 * @param {() => string | null} io.electronBinary the binary's path, once installed
 * @param {(line: string) => void} io.say
 * @param {(line: string) => void} io.complain
 * @param {NodeJS.ProcessEnv} io.env
 */
export function setup({ npm, startDesktop, electronBinary, say, complain, env }) {
  say('Installing dependencies (npm ci); this takes a few minutes...');
  const first = npm(CI, { env, capture: true });
  if (first.status === 0) {
    const summary = lastLine(first.output);
    if (summary) say(summary);
  } else {
    say(NO_ELECTRON_HERE);
    const second = npm(CI, { env: { ...env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, capture: false });
    if (second.status !== 0) {
      complain('\nThe install failed, also without Electron. The first attempt said:\n');
      complain(first.output.trimEnd());
      complain('\nFix what npm reports above, then run `npm run setup` again.');
      return 1;
    }
  }

  if (electronBinary()) {
    say('\nStarting the desktop app (training mode until an API key is set)...');
    return startDesktop() ?? 0;
  }
  say('\nThe desktop app needs that binary, so PassDesk opens in your browser instead...');
  return npm(['run', 'web'], { env, capture: false }).status === 0 ? 0 : 1;
}

const lastLine = (text) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? null;
