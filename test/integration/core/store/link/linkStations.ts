// Stations of one store in one process, each listening on loopback with its own data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import * as Y from 'yjs';
import {
  createCore,
  MemoryKeyVault,
  type Core,
  type CoreOptions,
} from '../../../../../src/main/core';
import { directoryKey } from '../../../../../src/main/core/store/records/recordShapes';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { until } from '../../../../unit/core/harness';

export { until };

export interface LinkStation {
  core: Core;
  dataDir: string;
  address(): Promise<string>;
  /**
   * Writes a value into the shared directory, as a member this station read from the service
   * (a shape every till takes), keyed by `key` as the member's id.
   */
  write(key: string, value: unknown): Promise<void>;
  read(key: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function startLinkStation(
  name: string,
  extra: Partial<CoreOptions> & { dataDir?: string } = {},
): Promise<LinkStation> {
  const dataDir = extra.dataDir ?? mkdtempSync(join(tmpdir(), 'passdesk-link-'));
  const core = await createCore({
    keyVault: new MemoryKeyVault(),
    lan: { port: 0, host: '127.0.0.1', discovery: false, peers: [] },
    ...extra,
    dataDir,
  });
  await core.handlers['settings.update']({ stationName: name });
  return {
    core,
    dataDir,
    address: async () => (await core.handlers['store.status']({})).listening!,
    write: async (key, value) => {
      sharedMap(await core.sharedDoc(), 'directory').set(directoryKey(key), {
        customerId: key,
        fields: { value: JSON.stringify(value) },
        cardId: `card-${key}`,
        count: null,
        readAt: new Date().toISOString(),
        dynamicPassId: 'link-test',
      });
    },
    read: async (key) => {
      const entry = sharedMap(await core.sharedDoc(), 'directory').get(directoryKey(key)) as
        { fields: { value: string } } | undefined;
      return entry ? (JSON.parse(entry.fields.value) as unknown) : undefined;
    },
    close: () => core.close(),
  };
}

/** B joins the store of A with a code A shows (and B's owner's PIN, when B has staff). */
export async function pair(a: LinkStation, b: LinkStation, ownerPin?: string): Promise<void> {
  const invite = await a.core.handlers['store.invite']({});
  await b.core.handlers['store.join']({
    address: invite.address,
    code: invite.code,
    ...(ownerPin ? { ownerPin } : {}),
  });
}

/** Waits until `station` is linked with every station named. */
export async function linked(station: LinkStation, ...names: string[]): Promise<void> {
  await until(
    async () => {
      const { peers } = await station.core.handlers['store.status']({});
      return names.every((n) => peers.some((p) => p.name === n && p.state === 'linked'));
    },
    `${names.join(', ')} linked`,
  );
}

/** Starts stations for the file's tests; each is closed, and its folder removed, after its test. */
export function stationsForEachTest(): (name: string) => Promise<LinkStation> {
  const open: LinkStation[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
  });
  return async (name) => {
    const s = await startLinkStation(name);
    open.push(s);
    return s;
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts stations for one test file's tests; each test's are closed and their folders removed
 * after it, but for those the test closed itself (`closedHere`).
 */
export function stationsPerTest() {
  const open: LinkStation[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
  });
  return {
    start: async (name: string): Promise<LinkStation> => {
      const s = await startLinkStation(name);
      open.push(s);
      return s;
    },
    closedHere: (s: LinkStation): void => void open.splice(open.indexOf(s), 1),
  };
}

export { Y };
