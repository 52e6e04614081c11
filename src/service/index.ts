// The embedded wallet-pass service: starts an HTTP server over its own SQLite file.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BatchRunner } from './batch/runner';
import { DEFAULT_TIMEOUTS, buildApp, requestTimeouts, type RequestTimeouts } from './app';
import type { ServiceContext } from './context';
import { seedDemo } from './demo/seed';
import { demoRoutes } from './demo/page';
import { Faults, faultSettings, type FaultSettings, type FaultStep } from './http/faults';
import { RateLimiter } from './http/rateLimit';
import { createTables } from './db';
import type { AccountSeed } from './db/accounts';
import { closeDb, openDb } from './db/database';
import { accountSeeds } from './accountsFile';

export type { AccountSeed, FaultSettings, FaultStep };

export interface ServiceOptions {
  dbPath: string;
  /** Path of the better-sqlite3 addon to load; the desktop app passes its Electron build. */
  nativeBinding?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 picks any free port. */
  port?: number;
  /** Upserted at start. */
  accounts?: AccountSeed[];
  /** Seeds the demo account, a coffee-shop program and a dozen members (once per db). */
  demo?: boolean;
  rateLimit?: { max: number; windowSeconds: number };
  /** Exposes GET/PUT /__control/faults. */
  control?: boolean;
  faults?: FaultSettings;
  /** Pacing of background re-render batches (tests use small values). */
  batchStepMs?: number;
  logger?: boolean;
  /** Request, header and idle limits; tests pass short ones. */
  timeouts?: Partial<RequestTimeouts>;
}

export interface RunningService {
  url: string;
  port: number;
  demoApiKey: string | null;
  faults: { get(): FaultSettings; set(next: FaultSettings): void };
  close(): Promise<void>;
}

export const DEFAULT_BATCH_STEP_MS = 200;

function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`invalid ${what}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  // Checked before anything opens, so a bad option leaves no half-started service behind.
  const faultsAtStart = checked(faultSettings, options.faults ?? {}, 'faults');
  const seeds = checked(accountSeeds, options.accounts ?? [], 'accounts');
  const timeouts = checked(
    requestTimeouts,
    { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    'timeouts',
  );
  const db = openDb(options.dbPath, options.nativeBinding);
  let app: FastifyInstance | undefined;
  try {
    const tables = createTables(db);
    tables.idempotency.forgetExpired();
    db.transaction(() => seeds.forEach((seed) => tables.accounts.upsert(seed)))();
    const ctx: ServiceContext = {
      tables,
      faults: new Faults(),
      rateLimiter: new RateLimiter(undefined),
      batchRunner: new BatchRunner(tables, options.batchStepMs ?? DEFAULT_BATCH_STEP_MS),
    };
    app = buildApp(ctx, {
      logger: options.logger ?? false,
      control: options.control ?? false,
      timeouts,
    });
    if (options.demo) demoRoutes(app, ctx);
    await app.ready();
    const demoApiKey = options.demo ? await seedDemo(app, tables) : null;
    // Faults and limits start only now, so seeding the demo meets neither.
    ctx.faults.set(faultsAtStart);
    ctx.rateLimiter.configure(options.rateLimit);
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
    ctx.batchRunner.wake();
    const urlHost = host.includes(':') ? `[${host}]` : host;
    const server = app;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      demoApiKey,
      faults: { get: () => ctx.faults.get(), set: (next) => ctx.faults.set(next) },
      close: () =>
        (closing ??= (async () => {
          ctx.batchRunner.close();
          await server.close();
          closeDb(db);
        })()),
    };
  } catch (error) {
    await app?.close();
    closeDb(db);
    throw error;
  }
}
