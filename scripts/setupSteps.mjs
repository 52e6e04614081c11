// What `npm run setup` does, with the commands it runs handed in, so a test can play npm's part.
// Its lines are in the computer's language (scriptWords.mjs).
import { scriptWords } from './scriptWords.mjs';

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
  const t = scriptWords(env);
  say(t('pass.setup.installing'));
  const first = npm(CI, { env, capture: true });
  if (first.status === 0) {
    const summary = lastLine(first.output);
    if (summary) say(summary);
  } else {
    say(t('pass.setup.noElectronHere'));
    const second = npm(CI, { env: { ...env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, capture: false });
    if (second.status !== 0) {
      complain(`\n${t('pass.setup.installFailed')}\n`);
      complain(first.output.trimEnd());
      complain(`\n${t('pass.setup.fixAndRerun')}`);
      return 1;
    }
  }

  if (electronBinary()) {
    say(`\n${t('pass.setup.startingDesktop')}`);
    return startDesktop() ?? 0;
  }
  say(`\n${t('pass.setup.openingBrowser')}`);
  return npm(['run', 'web'], { env, capture: false }).status === 0 ? 0 : 1;
}

const lastLine = (text) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? null;
