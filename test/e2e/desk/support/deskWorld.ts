// A fresh station for each desk test: the embedded service, a core over its own data folder and
// the web host, all on loopback; plus direct calls to the service to play "another manager".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { API_KEY_HEADER, API_PATHS } from '../../../../src/shared/api';
import { createCore, MemoryKeyVault, type Core } from '../../../../src/main/core';
import { startHost, type Host } from '../../../../src/host/server';
import { startService, type FaultSettings, type RunningService } from '../../../../src/service';
import { axeOn } from '../../support/axe';
import { RENDERER_DIR } from '../../support/rendererBuild';

export const API_KEY = 'desk-e2e-key-0001';
/** Another account on the same service, whose passes this station may not archive. */
export const OTHER_API_KEY = 'desk-e2e-other-0002';

export interface DeskWorld {
  service: RunningService;
  core: Core;
  host: Host;
  /** The service's API as another manager or the wallet would call it. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The same, with another account's key. */
  callAs<T>(apiKey: string, method: string, path: string, body?: unknown): Promise<T>;
  /** Adds a member to a template's group; answers its customerId and cardId. */
  addMember(
    dynamicPassId: string,
    fields?: Record<string, string>,
  ): Promise<{ customerId: string; cardId: string }>;
  /** Cuts the station off from the service (every request dropped), or lets it through again. */
  setOnline(online: boolean): void;
  setFaults(faults: FaultSettings): void;
}

export interface Credits {
  freeCredits: number;
  premiumCredits: number;
}

export async function startDeskWorld(
  credits: Credits,
): Promise<DeskWorld & { close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-desk-'));
  const service = await startService({
    dbPath: join(dir, 'service.db'),
    port: 0,
    batchStepMs: 40,
    accounts: [
      { apiKey: API_KEY, ...credits },
      { apiKey: OTHER_API_KEY, freeCredits: 0, premiumCredits: 10 },
    ],
  });
  const core = await createCore({
    dataDir: join(dir, 'station'),
    keyVault: new MemoryKeyVault(),
    training: { serviceUrl: service.url, apiKey: API_KEY },
    probeIntervalMs: 100,
    requestTimeoutMs: 2000,
    backoff: { baseMs: 20, maxMs: 300 },
    batchPollMs: 100,
  });
  const host = await startHost({ core, rendererDir: RENDERER_DIR });
  const callAs = async <T>(
    apiKey: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const response = await fetch(service.url + path, {
      method,
      headers: {
        [API_KEY_HEADER]: apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const call = <T>(method: string, path: string, body?: unknown) =>
    callAs<T>(API_KEY, method, path, body);
  return {
    service,
    core,
    host,
    call,
    callAs,
    addMember: async (dynamicPassId, fields = {}) => {
      const groups = await call<{ groupId: string; dynamicPassId: string }[]>(
        'GET',
        API_PATHS.listGroups,
      );
      const group = groups.find((g) => g.dynamicPassId === dynamicPassId);
      if (!group) throw new Error(`no group for ${dynamicPassId}`);
      return call('POST', API_PATHS.addUser(group.groupId), { dynamicFields: fields });
    },
    setOnline: (online) => service.faults.set(online ? {} : { dropRate: 1, appliesTo: 'all' }),
    setFaults: (faults) => service.faults.set(faults),
    close: async () => {
      await host.close();
      await core.close();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ world: DeskWorld; credits: Credits }>({
  credits: [{ freeCredits: 0, premiumCredits: 100 }, { option: true }],
  world: async ({ credits }, use) => {
    const world = await startDeskWorld(credits);
    await use(world);
    await world.close();
  },
});

export { expect };

/** Opens a screen of the station, e.g. `#/templates`. */
export async function openStation(page: Page, world: DeskWorld, hash: string): Promise<void> {
  await page.goto(`${world.host.launchUrl()}#${hash}`);
}

/** The whole page (navigation, screen, status bar) must pass axe, WCAG 2.1 AA included. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Screens load on first visit: check the screen, not its loading line.
  await expect(page.locator('main h1').first()).toBeVisible();
  const result = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
