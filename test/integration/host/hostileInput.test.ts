// Hostile input over HTTP through the web host, for every channel of the IPC contract (new
// channels are covered as they are added): wrong types, nulls, huge and deeply nested values,
// unicode, prototype keys, encoded and cased paths, missing, wrong and misplaced session cookies. Bad input is
// answered as an `invalid` error naming the field, never a 5xx or an "unexpected problem", the
// host keeps running, and a refused request changes none of the station's data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_KEY_HEADER, API_PATHS, addUserResponse, listUserGroupsResponse } from '@shared/api';
import { CHANNELS, ipcContract, type Channel } from '@shared/ipc/contract';
import { envelope } from '@shared/ipc/errors';
import { createCore, MemoryKeyVault, type Core } from '../../../src/main/core';
import { startHost, type Host } from '../../../src/host/server';
import { sessionCookieName } from '../../../src/host/token';
import { startService, type RunningService } from '../../../src/service';
import { pageHeaders } from '../../support/hostIpc';
import { PAGE_SECRET } from '@shared/http/pageSecret';
import { rawRequest, type RawAnswer } from '../../support/rawHttp';
import { writeRendererStub } from '../../support/rendererStub';

const SEED = 20261123;

let dir: string;
let service: RunningService;
let core: Core;
let host: Host;
/** The station page's and the display page's session cookies, as their launch links gave them. */
let station: string;
let display: string;
/** The secret each page keeps and sends as a header with its calls. */
let stationSecret: string;
let displaySecret: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passdesk-hostile-'));
  service = await startService({ dbPath: join(dir, 'service.db'), port: 0, demo: true });
  const apiKey = service.demoApiKey!;
  core = await createCore({
    dataDir: join(dir, 'station'),
    keyVault: new MemoryKeyVault({ apiKey, origin: new URL(service.url).origin }),
    probeIntervalMs: 60_000,
  });
  // A station with something in every store a refused request could touch.
  await core.handlers['settings.update']({ serviceUrl: service.url, trainingMode: false });
  const { items } = await core.handlers['templates.list']({ refresh: true });
  const program = items.find((t) => t.kind === 'loyalty')!;
  await core.handlers['settings.update']({ programId: program.dynamicPassId });
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${service.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { [API_KEY_HEADER]: apiKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response.json() as Promise<unknown>;
  };
  const groups = listUserGroupsResponse.parse(await call(API_PATHS.listGroups));
  const groupId = groups.find((g) => g.dynamicPassId === program.dynamicPassId)!.groupId;
  const member = addUserResponse.parse(
    await call(API_PATHS.addUser(groupId), { dynamicFields: { name: 'Ada' } }),
  );
  await core.handlers['counter.checkIn']({
    customerId: member.customerId,
    action: { kind: 'increment' },
  });
  await untilNothingPending();
  await core.handlers['drafts.start']({ kind: 'loyalty' });
  host = await startHost({ core, rendererDir: await writeRendererStub(join(dir, 'renderer')) });
  ({ cookie: station, [PAGE_SECRET.header]: stationSecret } = await pageHeaders(host));
  ({ cookie: display, [PAGE_SECRET.header]: displaySecret } = await pageHeaders(host, 'display'));
});

afterAll(async () => {
  await host?.close();
  await core?.close();
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Waits on the core's own status events until the queue has sent everything. */
async function untilNothingPending(): Promise<void> {
  for (;;) {
    let stop = () => {};
    const changed = new Promise<void>((resolve) => {
      stop = core.events.on('sync.status', () => resolve());
    });
    // Sent and answered: an item still on its way would change the data a test compares.
    const { pending, sending } = await core.handlers['sync.status']({});
    if (pending === 0 && sending === 0) return stop();
    await changed;
    stop();
  }
}

/** What a refused request must leave as it was: settings, queue, templates cache, drafts. */
async function stationData(): Promise<unknown> {
  const h = core.handlers;
  const { items: templates, fetchedAt } = await h['templates.list']({ refresh: false });
  return {
    settings: await h['settings.get']({}),
    queue: await h['queue.list']({
      states: ['pending', 'sending', 'synced', 'failed', 'needsReview'],
      limit: 1000,
    }),
    templates,
    fetchedAt,
    drafts: await h['drafts.list']({}),
  };
}

/** A POST as the page sends it, or with exactly the headers given. */
const post = (
  path: string,
  body: string,
  headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: station,
    [PAGE_SECRET.header]: stationSecret,
  },
) => rawRequest(host.port, 'POST', path, headers, body);

/** The answer, read as the page reads it: never a 5xx, never an "unexpected problem". */
function checkedAnswer(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  const body = JSON.parse(answer.body) as unknown;
  const parsed = envelope.safeParse(body);
  if (parsed.success && !parsed.data.ok) {
    expect(parsed.data.error.kind, `${what}: ${parsed.data.error.message}`).not.toBe('internal');
  }
  return { body, parsed };
}

/** The field names a request schema knows, so generated bodies aim at them too. */
function fieldsOf(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: object; options?: z.ZodType[] };
  if (s.shape) return Object.keys(s.shape);
  if (s.options) return s.options.flatMap(fieldsOf);
  return [];
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** JSON text built by hand, so a `__proto__` key reaches the wire exactly as written. */
function hostileJson(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...fields, ...PROTO_KEYS),
    fc.string({ maxLength: 12, unit: 'grapheme' }),
  );
  const leaf = fc.oneof(
    fc.constantFrom(
      'null',
      'true',
      'false',
      '0',
      '-1',
      '1e308',
      '-0.5',
      '""',
      '" "',
      JSON.stringify('\u0000\u202e\ud83d\ude00\u0301'),
      JSON.stringify('{customerId}'),
      JSON.stringify('../../etc/passwd'),
      JSON.stringify('http://127.0.0.1:9/x.png'),
      '"\\ud800"',
    ),
    fc.integer().map(String),
    fc.string({ maxLength: 40, unit: 'grapheme' }).map((t) => JSON.stringify(t)),
    fc.integer({ min: 5_000, max: 100_000 }).map((n) => JSON.stringify('x'.repeat(n))),
    fc
      .tuple(fc.constantFrom(...fields, 'a'), fc.integer({ min: 50, max: 2_000 }))
      .map(([k, depth]) => `{"${k}":`.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.integer({ min: 50, max: 2_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  );
  const { node } = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('node'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(key, tie('node')), { maxLength: 4 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  }));
  // Bodies shaped like the request, with every field the wrong thing.
  const shaped = fc
    .array(fc.tuple(fc.constantFrom(...fields, ...PROTO_KEYS), node), {
      minLength: 1,
      maxLength: 4,
    })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
  return fc.oneof(node, shaped);
}

/** A body the contract refuses (a valid one is no hostile input). */
function isRefusedByContract(channel: Channel, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  return !ipcContract[channel].request.safeParse(value ?? {}).success;
}

describe('hostile input through the web host', () => {
  it('answers bad bodies on every channel as invalid, naming the field, changing nothing', async () => {
    const before = await stationData();
    for (const channel of CHANNELS) {
      const fields = fieldsOf(ipcContract[channel].request);
      const bodies = hostileJson(fields.length ? fields : ['x']).filter((text) =>
        isRefusedByContract(channel, text),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (text) => {
          const answer = await post(`/ipc/${channel}`, text);
          const { parsed } = checkedAnswer(answer, channel);
          expect(parsed.success, `${channel}: ${answer.body.slice(0, 200)}`).toBe(true);
          if (!parsed.success || parsed.data.ok) throw new Error(`${channel} took ${text}`);
          expect(parsed.data.error.kind).toBe('invalid');
          const value = JSON.parse(text) as unknown;
          const issue = ipcContract[channel].request.safeParse(value ?? {}).error?.issues[0];
          if (answer.status === 200 && issue && issue.path.length > 0) {
            expect(parsed.data.error.message).toContain(String(issue.path[0]));
          }
        }),
        { seed: SEED, numRuns: 5, endOnFailure: true },
      );
      expect(await stationData(), channel).toEqual(before);
    }
  });

  it('refuses an unreadable or oversized body as invalid', async () => {
    const before = await stationData();
    for (const text of ['', '{', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}']) {
      const answer = await post('/ipc/settings.update', text);
      expect(answer.status, JSON.stringify(text)).toBe(400);
      expect(checkedAnswer(answer, text).body).toMatchObject({
        ok: false,
        error: { kind: 'invalid' },
      });
    }
    const huge = JSON.stringify({ stationName: 'x'.repeat(5 * 1024 * 1024) });
    const answer = await post('/ipc/settings.update', huge);
    expect(answer.status).toBe(413);
    checkedAnswer(answer, 'huge');
    expect(await stationData()).toEqual(before);
  });

  it("lets only the station page's cookie, JSON and one spelling of the path through", async () => {
    const path = fc.constantFrom(
      '/ipc/settings.update',
      '/%69pc/settings.update',
      '/ipc/settings%2Eupdate',
      '/IPC/settings.update',
      '/Ipc/settings.update',
      '/ipc/SETTINGS.update',
      '/%2569pc/settings.update',
      '/ipc/./settings.update',
      '/ipc//settings.update',
      '/ipc/settings.update/',
      '/ipc%2fsettings.update',
      '/events/../ipc/settings.update',
    );
    const value = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
    const credential = fc.oneof(
      fc.constantFrom('right', 'missing', 'empty', 'display', 'displayNamedStation', 'otherPort'),
      fc.constantFrom('flipped', 'cased', 'code', 'doubled', 'cookieOnly', 'displaysSecret'),
      // Whatever a caller makes up, in the cookie's name or anywhere in the header.
      fc.string({ maxLength: 80 }).map((junk) => `junk:${junk}`),
    );
    const type = fc.constantFrom('application/json', 'text/plain', 'none');
    const once = ['/ipc/settings.update', '/%69pc/settings.update', '/ipc/settings%2Eupdate'];
    await fc.assert(
      fc.asyncProperty(path, credential, type, async (p, t, c) => {
        const before = await stationData();
        const name = sessionCookieName(host.port, 'station');
        const cookie =
          {
            right: station,
            cookieOnly: station,
            displaysSecret: station,
            missing: undefined,
            empty: `${name}=`,
            display,
            displayNamedStation: `${name}=${value(display)}`,
            otherPort: `${sessionCookieName(host.port + 1, 'station')}=${value(station)}`,
            flipped: `${name}=${value(station).slice(1)}A`,
            cased: `${name}=${value(station).toUpperCase()}`,
            code: `${name}=${new URL(host.launchUrl()).searchParams.get('launch')}`,
            doubled: `${name}=${value(station)}${value(station)}`,
          }[t] ?? `${t.slice(5)}; ${name}=${t.slice(5)}; ${t.slice(5)}=${value(display)}`;
        const headers: Record<string, string> = cookie === undefined ? {} : { cookie };
        // Every made-up cookie goes with the station page's own secret; the cookie alone, or
        // with another page's secret, is what a replay has.
        if (t !== 'cookieOnly') {
          headers[PAGE_SECRET.header] = t === 'displaysSecret' ? displaySecret : stationSecret;
        }
        if (c !== 'none') headers['content-type'] = c;
        const answer = await post(p, JSON.stringify({ stationName: 'Taken over' }), headers);
        const after = await stationData();
        // Put back what got through first, so one failure does not spoil every later run.
        await core.handlers['settings.update']({ stationName: 'Counter 1' });
        const what = `${p} ${t} ${c}: ${answer.status} ${answer.body.slice(0, 200)}`;
        checkedAnswer(answer, what);
        if (t === 'right' && c === 'application/json' && once.includes(p)) {
          expect(answer.status, what).toBe(200);
          expect(JSON.parse(answer.body), what).toMatchObject({ ok: true });
        } else {
          expect(answer.status, what).toBeGreaterThanOrEqual(400);
          expect(after, what).toEqual(before);
        }
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it("refuses every channel without the station's cookie, in any case of the path", async () => {
    const before = await stationData();
    const name = sessionCookieName(host.port, 'station');
    for (const channel of CHANNELS) {
      for (const [path, headers] of [
        [`/ipc/${channel}`, { 'content-type': 'application/json' }],
        [`/ipc/${channel}`, { 'content-type': 'application/json', cookie: `${name}=` }],
        [`/ipc/${channel}`, { 'content-type': 'application/json', cookie: station }],
        [`/ipc/${channel}`, { 'content-type': 'application/json', cookie: `${name}=not-it` }],
        [`/IPC/${channel}`, { 'content-type': 'application/json', cookie: station.toUpperCase() }],
        [`/%69pc/${channel}`, { 'content-type': 'text/plain', cookie: `${name}=` }],
      ] as const) {
        const answer = await post(path, '{}', headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
    expect(await stationData()).toEqual(before);
    // And the host is still there for its own page.
    const status = JSON.parse((await post('/ipc/sync.status', '{}')).body) as { ok: boolean };
    expect(status.ok).toBe(true);
  });
});
