// A whole station for one test or benchmark: the embedded service (demo data, own database),
// the core (own data folder) and the web host, plus the service-side facts a test checks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_KEY_HEADER,
  API_PATHS,
  addUserResponse,
  listUserGroupsResponse,
  maxCount,
  type LoyaltyProgressData,
} from '@shared/api';
import { createCore, MemoryKeyVault, type Core, type CoreOptions } from '../../../src/main/core';
import { startHost, type Host } from '../../../src/host/server';
import { startService, type FaultSettings, type RunningService } from '../../../src/service';
import { RENDERER_DIR } from './rendererBuild';
import { movableClock, type MovableClock } from '../../support/movableClock';

export interface TestStation {
  /**
   * A fresh one-time launch link that opens the station's page (`${url}#/counter` opens the
   * counter): each read mints a new one, as the host prints a new one when one is used.
   */
  url: string;
  /** The station's own data folder (its SQLite file is passdesk-live.sqlite inside). */
  stationDir: string;
  /** The embedded service's address, for another station of the same store. */
  serviceUrl: string;
  core: Core;
  host: Host;
  apiKey: string;
  program: { dynamicPassId: string; groupId: string; name: string; max: number };
  /** Adds a member to the program on the service. */
  addMember(
    name: string,
    fields?: Record<string, string>,
  ): Promise<{ customerId: string; cardId: string }>;
  /** The program's members and their counts, as the service holds them. */
  membersOnService(): Promise<{ customerId: string; count: number }[]>;
  /** The member's count as the service holds it. */
  countOnService(customerId: string): Promise<number>;
  setCountOnService(customerId: string, count: number): Promise<void>;
  /** Stores an API key on the station, as a person would in Settings. */
  useApiKey(apiKey: string): Promise<void>;
  /** Calls the service's API with the station's key, answering the parsed JSON. */
  call(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Injects faults into the service's API (latency, drops, answers lost after applying). */
  setFaults(faults: FaultSettings): void;
  stopService(): Promise<void>;
  /** Starts the service again on the same port and database. */
  startService(): Promise<void>;
  /**
   * Closes the station (host and core) and starts it again on the same data, as after a restart
   * of the computer; `url`, `core` and `host` are the new ones afterwards.
   */
  restartStation(): Promise<void>;
  /** Closes the station, runs `change` on its data folder, and starts it again on it. */
  withStationClosed(change: () => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** The core's clock: `advance` moves it on and fires the staff's idle timer when it is due. */
  clock: Pick<MovableClock, 'advance'>;
}

export interface TestStationOptions {
  /** Local-network origins the core may fetch images from (a test's own image server). */
  imageOrigins?: string[];
  /** Links the station with the store's others (on loopback in tests). */
  lan?: CoreOptions['lan'];
}

export async function startTestStation(options: TestStationOptions = {}): Promise<TestStation> {
  const dir = await mkdtemp(join(tmpdir(), 'passdesk-e2e-'));
  const dbPath = join(dir, 'service.db');
  let service: RunningService | null = await startService({
    dbPath,
    port: 0,
    demo: true,
    control: true,
  });
  const serviceUrl = service.url;
  const clock = movableClock();
  const port = service.port;
  const apiKey = service.demoApiKey!;

  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${serviceUrl}${path}`, {
      method,
      headers: {
        [API_KEY_HEADER]: apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };

  // A live station (not training mode), as a store runs it, against the embedded service.
  const openCore = () =>
    createCore({
      dataDir: join(dir, 'station'),
      keyVault: new MemoryKeyVault({ apiKey, origin: new URL(serviceUrl).origin }),
      // The store's days and hours as a seeded history writes them.
      timeZone: 'UTC',
      // Offline, the line is probed every second rather than backing off to 15 s: a test that
      // starts the service again waits for the station to notice, at most a second.
      probeIntervalMs: 1000,
      ...(options.imageOrigins ? { imageOrigins: options.imageOrigins } : {}),
      ...(options.lan ? { lan: options.lan } : {}),
      // The station's clock, moved by a test to reach the staff's idle time without waiting.
      now: clock.now,
      staffTimer: clock.timer,
    });
  let core = await openCore();
  await core.handlers['settings.update']({ serviceUrl, trainingMode: false });
  const { items } = await core.handlers['templates.list']({ refresh: true });
  const loyalty = items.find((t) => t.kind === 'loyalty');
  if (!loyalty) throw new Error('The demo service has no loyalty program.');
  await core.handlers['settings.update']({ programId: loyalty.dynamicPassId });
  const groups = listUserGroupsResponse.parse(await call('GET', API_PATHS.listGroups));
  const groupId = groups.find((g) => g.dynamicPassId === loyalty.dynamicPassId)!.groupId;
  let host = await startHost({ core, rendererDir: RENDERER_DIR });
  const withStationClosed = async (change: () => void | Promise<void>) => {
    await host.close();
    await core.close();
    await change();
    core = await openCore();
    host = await startHost({ core, rendererDir: RENDERER_DIR });
  };
  const membersOnService = async () => {
    const members = (await call('GET', API_PATHS.listUsers(groupId))) as {
      customerId: string;
      count?: number;
    }[];
    return members.map((m) => ({ customerId: m.customerId, count: m.count ?? 0 }));
  };

  return {
    get url() {
      return host.launchUrl();
    },
    stationDir: join(dir, 'station'),
    serviceUrl,
    get core() {
      return core;
    },
    get host() {
      return host;
    },
    apiKey,
    program: {
      dynamicPassId: loyalty.dynamicPassId,
      groupId,
      name: loyalty.name,
      max: maxCount(loyalty.template.loyaltyProgressData as LoyaltyProgressData),
    },
    addMember: async (name, fields = {}) =>
      addUserResponse.parse(
        await call('POST', API_PATHS.addUser(groupId), { dynamicFields: { name, ...fields } }),
      ),
    membersOnService,
    countOnService: async (customerId) => {
      const member = (await membersOnService()).find((m) => m.customerId === customerId);
      if (!member) throw new Error(`The service does not list ${customerId}.`);
      return member.count;
    },
    setCountOnService: async (customerId, count) => {
      await call('PUT', API_PATHS.checkIn(customerId), { updatedCount: count });
    },
    useApiKey: async (key) => {
      await core.handlers['settings.setApiKey']({ apiKey: key });
    },
    call,
    setFaults: (faults) => {
      if (!service) throw new Error('The service is stopped.');
      service.faults.set(faults);
    },
    stopService: async () => {
      await service?.close();
      service = null;
    },
    startService: async () => {
      service ??= await startService({ dbPath, port, demo: true, control: true });
    },
    restartStation: () => withStationClosed(() => undefined),
    withStationClosed,
    clock,
    close: async () => {
      await host.close();
      await core.close();
      await service?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
