// What `npm run setup` does, with the commands it runs handed in, so a test can play their part.
// Its lines are in the computer's language (scriptWords.mjs). A newcomer reads a few lines, one
// per step with how long it took, then the station's link; whole outputs go to a log it names.
import { durationWords, scriptWords } from './scriptWords.mjs';

const CI = ['ci', '--no-audit', '--no-fund'];
/** Lines of a failed step's output shown in the terminal; the log keeps all of them. */
const FAILED_TAIL = 20;

/**
 * Installs the dependencies, then starts PassDesk: the desktop app where Electron could be
 * installed, else the same app in the browser. The installs' and the build's outputs are kept
 * back: when the first install fails only because Electron's binary cannot be fetched, the retry
 * without it succeeds and that failure is said in one line instead of npm's stack trace; an
 * output is shown (its end) only when its step fails for good. Answers the process's exit code.
 *
 * @param {object} io
 * @param {(args: string[], options: { env: NodeJS.ProcessEnv }) =>
 *   { status: number | null, output: string }} io.npm runs npm, its output kept back
 * @param {(options: { env: NodeJS.ProcessEnv }) => { status: number | null, output: string }}
 *   io.buildPages builds the station's pages, its output kept back
 * @param {(options: { env: NodeJS.ProcessEnv }) => number | null} io.startBrowserStation starts
 *   the station for the browser; its first line is the station's link
 * @param {(text: string) => string} io.keepLog writes a step's whole output, answering the file
 * @param {() => number | null} io.startDesktop starts the desktop app, answering its exit code
 * @param {() => string | null} io.electronBinary the binary's path, once installed
 * @param {() => number} io.clock milliseconds, for how long each step took
 * @param {(line: string) => void} io.say
 * @param {(line: string) => void} io.complain
 * @param {NodeJS.ProcessEnv} io.env
 */
export function setup(io) {
  const { npm, env, say, complain } = io;
  const t = scriptWords(env);
  const took = durationWords(env);
  const timed = (run) => {
    const started = io.clock();
    const result = run();
    return { ...result, time: took(io.clock() - started) };
  };
  const failed = (result, why) => {
    const log = io.keepLog(result.output);
    complain(`\n${why}`);
    complain(t('pass.setup.lastLines', { time: result.time, log }));
    complain(tail(result.output));
    complain(`\n${t('pass.setup.fixAndRerun')}`);
    return 1;
  };

  say(t('pass.setup.installing'));
  const first = timed(() => npm(CI, { env }));
  let installed = first;
  if (first.status !== 0) {
    say(t('pass.setup.noElectronHere'));
    installed = timed(() => npm(CI, { env: { ...env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } }));
    if (installed.status !== 0) return failed(first, t('pass.setup.installFailed'));
  }
  say(t('pass.setup.installed', { time: installed.time, summary: lastLine(installed.output) }));

  if (io.electronBinary()) {
    say(t('pass.setup.startingDesktop'));
    return io.startDesktop() ?? 0;
  }
  say(t('pass.setup.openingBrowser'));
  say(t('pass.setup.buildingPages'));
  const built = timed(() => io.buildPages({ env }));
  if (built.status !== 0) return failed(built, t('pass.setup.buildFailed'));
  say(t('pass.setup.built', { time: built.time, log: io.keepLog(built.output) }));
  return io.startBrowserStation({ env }) === 0 ? 0 : 1;
}

const lines = (text) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');

const lastLine = (text) => lines(text).at(-1)?.trim() ?? '';

const tail = (text) => lines(text).slice(-FAILED_TAIL).join('\n');
