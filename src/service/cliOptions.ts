// The service's command-line options, checked: a bad one is a UsageError naming the problem.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { accountSeeds } from './accountsFile';
import type { ServiceOptions } from './index';

export const DEFAULT_DB_PATH = 'service.db';

export const USAGE = `usage: npm run service -- [options]
  --port N              port to listen on (default 4010; 0 = any free port)
  --host H              address to bind (default 127.0.0.1, loopback only)
  --db FILE             SQLite file holding the service's state (default ./${DEFAULT_DB_PATH})
  --accounts FILE       JSON [{"apiKey","freeCredits","premiumCredits"}]; without it, the demo runs
  --rate-limit N/S      at most N loyalty-create and check-in requests per S seconds per key
  --control             expose GET/PUT /__control/faults
  --latency MS          added latency of changing requests
  --latency-jitter MS   random extra latency, 0..MS
  --drop-rate R         share (0..1) of changing requests whose connection is closed unanswered
  --error-rate R        share answered 500 without doing anything
  --apply-then-drop-rate R  share applied, committed, then left unanswered
  --ignore-idempotency-key  behave like a service that ignores Idempotency-Key
  --faults-on-all       apply the faults to reads too, not only to changes
  --batch-step-ms MS    pacing of background re-render batches (default 200)
  --log                 log every request`;

export class UsageError extends Error {}

function number(
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function integer(name: string, text: string | undefined, min: number, max: number): number | undefined {
  const value = number(name, text, min, max);
  if (value !== undefined && !Number.isInteger(value)) {
    throw new UsageError(`--${name} must be a whole number, got "${text}"`);
  }
  return value;
} // prettier-ignore

function rateLimit(text: string | undefined): ServiceOptions['rateLimit'] {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new UsageError(`--rate-limit must be REQUESTS/SECONDS such as 30/60, got "${text}"`);
  }
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

function readAccounts(path: string): ServiceOptions['accounts'] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read accounts file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`accounts file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = accountSeeds.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new UsageError(`accounts file ${path}${where}: ${issue.message}`);
  }
  return parsed.data;
} // prettier-ignore

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The options to start with, or null when `--help` asks for the usage instead. */
export function parseCli(argv: string[]): ServiceOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' }, host: { type: 'string' }, db: { type: 'string' },
        accounts: { type: 'string' }, 'rate-limit': { type: 'string' }, control: { type: 'boolean' },
        latency: { type: 'string' }, 'latency-jitter': { type: 'string' },
        'drop-rate': { type: 'string' }, 'error-rate': { type: 'string' },
        'apply-then-drop-rate': { type: 'string' }, 'ignore-idempotency-key': { type: 'boolean' },
        'faults-on-all': { type: 'boolean' }, 'batch-step-ms': { type: 'string' },
        log: { type: 'boolean' }, help: { type: 'boolean' },
      },
    })); // prettier-ignore
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  if (values.help) return null;
  const dropRate = number('drop-rate', values['drop-rate'], 0, 1);
  const errorRate = number('error-rate', values['error-rate'], 0, 1);
  const applyThenDropRate = number('apply-then-drop-rate', values['apply-then-drop-rate'], 0, 1);
  if ((dropRate ?? 0) + (errorRate ?? 0) + (applyThenDropRate ?? 0) > 1) {
    throw new UsageError(
      '--drop-rate, --error-rate and --apply-then-drop-rate add up to more than 1',
    );
  }
  if (values.host !== undefined && values.host.trim() === '')
    throw new UsageError('--host is empty');
  const accounts = values.accounts === undefined ? undefined : readAccounts(values.accounts);
  return {
    dbPath: resolve(values.db ?? DEFAULT_DB_PATH),
    host: values.host ?? '127.0.0.1',
    port: integer('port', values.port, 0, 65535) ?? 4010,
    ...(accounts ? { accounts } : { demo: true }),
    rateLimit: rateLimit(values['rate-limit']),
    control: values.control ?? false,
    faults: withoutUndefined({
      latencyMs: integer('latency', values.latency, 0, 600_000),
      latencyJitterMs: integer('latency-jitter', values['latency-jitter'], 0, 600_000),
      dropRate, errorRate, applyThenDropRate,
      ignoreIdempotencyKey: values['ignore-idempotency-key'],
      appliesTo: values['faults-on-all'] ? ('all' as const) : ('changing' as const),
    }), // prettier-ignore
    batchStepMs: integer('batch-step-ms', values['batch-step-ms'], 1, 60_000),
    logger: values.log ?? false,
  };
}
