// The web host's station as `npm run web -- --service-url` runs it: an API key set over IPC is
// kept in its own owner-only file, used for sync, kept across a restart, and found nowhere else
// (not the data folder, not a temporary file, not the log).
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItemView, SettingsView } from '@shared/ipc/views';
import { startService, type RunningService } from '../../../src/service';
import { startWebStation, webStationPaths, type WebStation } from '../../../src/host/webStation';
import { callHost, valueOf } from '../../support/hostIpc';
import { writeRendererStub } from '../../support/rendererStub';

let dir: string;
let service: RunningService;
let rendererDir: string;
let apiKey: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passdesk-webstation-'));
  rendererDir = await writeRendererStub(join(dir, 'renderer'));
  service = await startService({ dbPath: join(dir, 'service.db'), port: 0, demo: true });
  apiKey = service.demoApiKey!;
});

afterAll(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

const dataDir = () => join(dir, 'data');
const open = () =>
  startWebStation({
    training: false,
    serviceUrl: service.url,
    dataDir: dataDir(),
    port: 0,
    rendererDir,
  });

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** The files holding the key, whole or its first or last twelve characters. */
async function filesHoldingKey(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(folder)) {
    const bytes = await readFile(file);
    if ([apiKey, apiKey.slice(0, 12), apiKey.slice(-12)].some((piece) => bytes.includes(piece)))
      found.push(file);
  }
  return found;
}

const template = {
  name: 'Key file check',
  templateData: {
    cardTitle: 'Key file',
    header: '{name}',
    barcodeType: 'QR_CODE',
    barcodeValue: '{customerId}',
  },
  dynamicFields: ['name'],
};

describe('the web station with a service of its own', () => {
  let station: WebStation;

  it('stores a key set over IPC in an owner-only file, and syncs with it', async () => {
    station = await open();
    const set = await valueOf<{ settings: SettingsView; check: { ok: boolean } }>(
      station.host,
      'settings.setApiKey',
      { apiKey },
    );
    expect(set.check.ok).toBe(true);
    expect(set.settings.apiKey).toEqual({ set: true, endsWith: apiKey.slice(-4) });
    expect(set.settings.trainingMode).toBe(false);
    expect(set.settings.keyStorage.note).toMatch(/^Not encrypted: .*only this user account/);

    const keyFile = webStationPaths(dataDir()).apiKey;
    // The key with the service it was given for, so it is never sent to another.
    expect(JSON.parse(await readFile(keyFile, 'utf8'))).toEqual({
      origin: new URL(service.url).origin,
      apiKey,
    });
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);

    // The outbox sends with the stored key: a template created here reaches the service.
    const { item } = await valueOf<{ item: OutboxItemView }>(station.host, 'templates.create', {
      body: template,
    });
    await expect
      .poll(
        async () => {
          const { items } = await valueOf<{ items: OutboxItemView[] }>(station.host, 'queue.list', {
            states: ['synced', 'failed', 'needsReview'],
          });
          return items.find((i) => i.id === item.id)?.state ?? 'waiting';
        },
        { timeout: 15_000 },
      )
      .toBe('synced');
  });

  it('keeps the key across a restart of the host and core', async () => {
    await station.close();
    station = await open();
    const settings = await valueOf<SettingsView>(station.host, 'settings.get');
    expect(settings.apiKey).toEqual({ set: true, endsWith: apiKey.slice(-4) });
    expect(settings.trainingMode).toBe(false);
    const check = await valueOf<{ ok: boolean; message: string }>(
      station.host,
      'settings.testConnection',
    );
    expect(check).toMatchObject({ ok: true });
    const { items } = await valueOf<{ items: { name: string }[] }>(station.host, 'templates.list', {
      refresh: true,
    });
    expect(items.map((t) => t.name)).toContain(template.name);
  });

  it('logs an internal error with the key blanked out', async () => {
    station.log.error('handler failed', {
      error: new Error(`the service refused ${apiKey} (${apiKey})`),
    });
    const log = await readFile(join(webStationPaths(dataDir()).logs, 'station.log'), 'utf8');
    expect(log).toContain('handler failed');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(apiKey);
  });

  it('leaves the key in no file but the key file', async () => {
    await station.close();
    expect(await filesHoldingKey(dataDir())).toEqual([webStationPaths(dataDir()).apiKey]);
    expect((await readdir(dataDir())).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a short key as invalid, naming the field, and keeps the stored one', async () => {
    station = await open();
    const answer = await callHost(station.host, 'settings.setApiKey', { apiKey: 'short' });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(!answer.ok && answer.error.message).toMatch(/^apiKey: /);
    expect(JSON.parse(await readFile(webStationPaths(dataDir()).apiKey, 'utf8')).apiKey).toBe(
      apiKey,
    );
    await station.close();
  });
});

describe('the web station started with --service-url on a station with staff', () => {
  it('starts: the command line is the process owner’s, not a page’s, so the role guard does not refuse it', async () => {
    const data = join(dir, 'locked');
    const openLocked = (serviceUrl: string) =>
      startWebStation({ training: false, serviceUrl, dataDir: data, port: 0, rendererDir });
    let station = await openLocked(service.url);
    await valueOf(station.host, 'staff.add', { name: 'Olive', role: 'owner', pin: '3690' });
    await valueOf(station.host, 'staff.signOut');
    await station.close();

    station = await openLocked('http://127.0.0.1:1/');
    const settings = await valueOf<SettingsView>(station.host, 'settings.get');
    expect(settings.serviceUrl).toBe('http://127.0.0.1:1/');
    // Pages still meet the guard: only the owner changes the service.
    const answer = await callHost(station.host, 'settings.update', { serviceUrl: service.url });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await station.close();
  });
});
