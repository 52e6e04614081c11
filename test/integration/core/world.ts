// The embedded service on loopback with one loyalty program and its members, and cores to drive it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY_HEADER, API_PATHS, LOYALTY_CARD_SUBTYPE } from '@shared/api';
import { AppError } from '@shared/ipc/errors';
import { createCore, MemoryKeyVault, type Core, type CoreOptions } from '../../../src/main/core';
import { PinKey } from '../../../src/main/core/staff/pinKey';
import {
  startService,
  type FaultSettings,
  type RunningService,
  type ServiceOptions,
} from '../../../src/service';

export const API_KEY = 'core-integration-key-0001';
export const MAX_STAMPS = 50;

export const FAST_CORE: Partial<CoreOptions> = {
  probeIntervalMs: 40,
  requestTimeoutMs: 800,
  backoff: { baseMs: 5, maxMs: 60 },
  batchPollMs: 20,
  concurrency: 4,
};

export interface World {
  service: RunningService;
  dir: string;
  programId: string;
  groupId: string;
  /** The PIN key of the store the world's stations make up (staff/pinKey.ts). */
  storePinKey: string;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  addMembers(n: number): Promise<string[]>;
  /** The service's count of each member, read through List Users. */
  counts(): Promise<Map<string, number>>;
  setFaults(faults: FaultSettings): void;
  stopService(): Promise<void>;
  startServiceAgain(): Promise<void>;
  close(): Promise<void>;
}

export async function startWorld(options: Partial<ServiceOptions> = {}): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-world-'));
  const base: ServiceOptions = {
    dbPath: join(dir, 'service.db'),
    port: 0,
    batchStepMs: 2,
    accounts: [{ apiKey: API_KEY, freeCredits: 0, premiumCredits: 1_000_000 }],
    ...options,
  };
  let service: RunningService | null = await startService(base);
  const port = service.port;
  const url = service.url;
  // A fresh connection per call: a pooled one would outlive a service restart.
  const call = <T>(method: string, path: string, body?: unknown): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        url + path,
        {
          method,
          agent: false,
          headers: {
            [API_KEY_HEADER]: API_KEY,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const answer = JSON.parse(text) as T;
            if ((res.statusCode ?? 500) >= 300) {
              reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
            } else resolve(answer);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const { dynamicPassId } = await call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      name: 'Coffee card',
      cardTitle: 'Coffee card',
      barcodeValue: '{customerId}',
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: MAX_STAMPS,
          stampIconName: 'coffeeIcon2',
          stampBannerBgColor: '#3b2a1a',
          stampBannerIconBgColor: '#f5e6d3',
        },
      },
    },
  );
  const groups = await call<{ groupId: string; dynamicPassId: string }[]>(
    'GET',
    API_PATHS.listGroups,
  );
  const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
  const world: World = {
    get service() {
      return service!;
    },
    dir,
    programId: dynamicPassId,
    groupId,
    call,
    addMembers: async (n) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const added = await call<{ customerId: string }>('POST', API_PATHS.addUser(groupId), {
          dynamicFields: { name: `Member ${i}` },
        });
        ids.push(added.customerId);
      }
      return ids;
    },
    counts: async () => {
      const users = await call<{ customerId: string; count?: number }[]>(
        'GET',
        API_PATHS.listUsers(groupId),
      );
      return new Map(users.map((u) => [u.customerId, u.count ?? 0]));
    },
    storePinKey: randomBytes(32).toString('hex'),
    setFaults: (faults) => service!.faults.set(faults),
    stopService: async () => {
      await service?.close();
      service = null;
    },
    startServiceAgain: async () => {
      service = await startService({ ...base, port });
    },
    close: async () => {
      await service?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return world;
}

export interface Station {
  core: Core;
  dataDir: string;
  close(): Promise<void>;
}

/** A core pointed at the world's service with its program chosen, as a set-up station is. */
export async function startStation(
  world: World,
  extra: Partial<CoreOptions> & { dataDir?: string } = {},
): Promise<Station> {
  const dataDir = extra.dataDir ?? mkdtempSync(join(world.dir, 'station-'));
  // The world's stations are one store's tills: they hold its PIN key, as joining gives it.
  const keyPath = join(dataDir, 'pin-key.json');
  if (!existsSync(keyPath)) PinKey.load(keyPath, undefined, true).adopt(world.storePinKey);
  const core = await createCore({
    dataDir,
    keyVault: new MemoryKeyVault({ apiKey: API_KEY, origin: new URL(world.service.url).origin }),
    ...FAST_CORE,
    ...extra,
  });
  await core.handlers['settings.update']({
    serviceUrl: world.service.url,
    programId: world.programId,
  });
  await core.handlers['templates.list']({ refresh: true });
  return { core, dataDir, close: () => core.close() };
}

/** The AppError a call was refused with; fails the test when it was not refused. */
export async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

export { until, settled as drained } from '../../unit/core/harness';

/** A second stamp-card program on the world's account, named and with member fields of its own. */
export async function addStampProgram(
  world: World,
  design: { name: string; header?: string; dynamicFields: string[]; accessCode?: string },
): Promise<{ dynamicPassId: string; groupId: string }> {
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      cardTitle: design.name,
      barcodeValue: '{customerId}',
      ...design,
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 8,
          stampIconName: 'coffeeIcon2',
          stampBannerBgColor: '#1a3b2a',
          stampBannerIconBgColor: '#e6f5d3',
        },
      },
    },
  );
  const groups = await world.call<{ groupId: string; dynamicPassId: string }[]>(
    'GET',
    API_PATHS.listGroups,
  );
  return { dynamicPassId, groupId: groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId };
}

/** A station serving `program` instead of the world's own, reading numbers the British way. */
export async function startProgramStation(
  world: World,
  program: { dynamicPassId: string },
): Promise<Station> {
  const station = await startStation(world);
  await station.core.handlers['settings.update']({
    programId: program.dynamicPassId,
    phoneCountry: 'GB',
  });
  return station;
}
