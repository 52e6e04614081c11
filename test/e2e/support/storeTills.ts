// Two tills of one store for the end-to-end tests: the first a whole test station (the service,
// its core and web host), the second a core and web host of its own against the same service,
// each listening for the other on loopback and nowhere else.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { createCore, MemoryKeyVault, type Core } from '../../../src/main/core';
import { startHost, type Host } from '../../../src/host/server';
import { RENDERER_DIR } from './rendererBuild';
import { startTestStation, type TestStation } from './testStation';

const LOOPBACK_LAN = { port: 0, host: '127.0.0.1', discovery: false, peers: [] };

export interface Till {
  name: string;
  core: Core;
  host: Host;
  /** A fresh one-time launch link, as TestStation's. */
  url: string;
  close(): Promise<void>;
}

/** Another till of the first one's store: same service, same program, its own data. */
async function startSecondTill(first: TestStation, name: string): Promise<Till> {
  const dir = await mkdtemp(join(tmpdir(), 'passdesk-e2e-till-'));
  const core = await createCore({
    dataDir: dir,
    keyVault: new MemoryKeyVault({
      apiKey: first.apiKey,
      origin: new URL(first.serviceUrl).origin,
    }),
    timeZone: 'UTC',
    lan: LOOPBACK_LAN,
  });
  await core.handlers['settings.update']({
    serviceUrl: first.serviceUrl,
    trainingMode: false,
    stationName: name,
  });
  await core.handlers['templates.list']({ refresh: true });
  await core.handlers['settings.update']({ programId: first.program.dynamicPassId });
  const host = await startHost({ core, rendererDir: RENDERER_DIR });
  return {
    name,
    core,
    host,
    get url() {
      return host.launchUrl();
    },
    close: async () => {
      await host.close();
      await core.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Till 2 joins Till 1's store with a code Till 1 shows, through the core's channels (the UI has
 * its own test); done once Till 1 shares with it.
 */
export async function pairTills(tills: { one: { core: Core }; two: Till }): Promise<void> {
  const invite = await tills.one.core.handlers['store.invite']({});
  await tills.two.core.handlers['store.join']({ address: invite.address, code: invite.code });
  await linkedWith(tills.one, tills.two.name);
}

/** Waits until `station` shares with the till named. */
export async function linkedWith(station: { core: Core }, name: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await station.core.handlers['store.status']({})).peers.find((p) => p.name === name)?.state,
      { message: `${name} linked`, timeout: 60_000 },
    )
    .toBe('linked');
}

export const test = base.extend<{ tills: { one: TestStation; two: Till } }>({
  // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  tills: async ({}, use) => {
    const one = await startTestStation({ lan: LOOPBACK_LAN });
    await one.core.handlers['settings.update']({ stationName: 'Till 1' });
    const two = await startSecondTill(one, 'Till 2');
    try {
      await use({ one, two });
    } finally {
      await two.close();
      await one.close();
    }
  },
});

/**
 * Both tills redeem the member's card while sharing is paused on each (the store's network split
 * by the stations' own switch), then share again: the heal finds two redemptions.
 */
export async function redeemApart(
  tills: { one: { core: Core }; two: { core: Core } },
  customerId: string,
): Promise<void> {
  const { one, two } = tills;
  for (const till of [one, two]) await till.core.handlers['store.setSharing']({ on: false });
  for (const till of [one, two]) {
    await till.core.handlers['counter.checkIn']({
      customerId,
      action: { kind: 'reset' },
      reason: 'Reward given early',
    });
  }
  for (const till of [one, two]) await till.core.handlers['store.setSharing']({ on: true });
  await expect
    .poll(async () => (await one.core.handlers['store.status']({})).openConflicts, {
      message: 'the conflict found on healing',
      timeout: 60_000,
    })
    .toBe(1);
}
