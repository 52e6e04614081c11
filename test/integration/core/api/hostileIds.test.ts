// Ids a page names, through the contract's one dispatch (the boundary both hosts share): any id
// that is not one (a dot segment, a slash, a query, a megabyte) is refused as invalid, naming
// the field, before a handler runs; the service sees no request and the station's data stays as
// it was. Real ids of every shape the station meets still pass.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@shared/ipc/dispatch';
import { ipcContract, type Channel } from '@shared/ipc/contract';
import { envelope } from '@shared/ipc/errors';
import { ApiClient } from '../../../../src/main/core/api/client';
import { ApiError } from '../../../../src/main/core/api/errors';
import { checkInResponse } from '@shared/api';
import { startStation, startWorld, type Station, type World } from '../world';

const SEED = 20261125;

let world: World;
let station: Station;
let memberId: string;
const sent: string[] = [];

beforeAll(async () => {
  world = await startWorld();
  memberId = (await world.addMembers(1))[0]!;
  station = await startStation(world, {
    // Every request the station makes, as the wire sees its path.
    fetch: (input, init) => {
      sent.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
      return fetch(input, init);
    },
  });
  await station.core.handlers['drafts.start']({ kind: 'loyalty' });
});

afterAll(async () => {
  await station?.close();
  await world?.close();
});

/** Each field of each channel that names an id, with a valid request around it. */
const ID_FIELDS: { channel: Channel; field: string; body: (id: string) => unknown }[] = [
  { channel: 'counter.member', field: 'customerId', body: (id) => ({ customerId: id }) },
  {
    channel: 'counter.checkIn',
    field: 'customerId',
    body: (id) => ({ customerId: id, action: { kind: 'increment' } }),
  },
  {
    channel: 'counter.undo',
    field: 'itemId',
    body: (id) => ({ itemId: id, customerId: memberId }),
  },
  {
    channel: 'counter.undo',
    field: 'customerId',
    body: (id) => ({ itemId: 'i1', customerId: id }),
  },
  { channel: 'members.get', field: 'customerId', body: (id) => ({ customerId: id }) },
  { channel: 'members.history', field: 'customerId', body: (id) => ({ customerId: id }) },
  { channel: 'queue.retry', field: 'itemId', body: (id) => ({ itemId: id }) },
  { channel: 'queue.discard', field: 'itemId', body: (id) => ({ itemId: id }) },
  { channel: 'queue.correct', field: 'itemId', body: (id) => ({ itemId: id }) },
  { channel: 'templates.get', field: 'dynamicPassId', body: (id) => ({ dynamicPassId: id }) },
  { channel: 'drafts.start', field: 'dynamicPassId', body: (id) => ({ dynamicPassId: id }) },
  { channel: 'drafts.start', field: 'copyOf', body: (id) => ({ kind: 'loyalty', copyOf: id }) },
  { channel: 'drafts.save', field: 'id', body: (id) => ({ id, name: 'Beans', data: {} }) },
  { channel: 'drafts.discard', field: 'id', body: (id) => ({ id }) },
  { channel: 'drafts.publish', field: 'id', body: (id) => ({ id }) },
  { channel: 'batches.get', field: 'batchId', body: (id) => ({ batchId: id }) },
  { channel: 'passes.archive', field: 'cardId', body: (id) => ({ cardId: id }) },
  {
    channel: 'insights.get',
    field: 'dynamicPassId',
    body: (id) => ({ dynamicPassId: id, period: 'today', account: false }),
  },
  { channel: 'settings.update', field: 'programId', body: (id) => ({ programId: id }) },
];

/** Texts that are not ids: path tricks, escapes, whitespace, control characters and sizes. */
const notAnId = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '.',
    '..',
    '...',
    ' .. ',
    '../x',
    'a/b',
    'a\\b',
    '%2e%2e',
    '%2E%2E%2F',
    'a?b=1',
    'a#b',
    'a b',
    'a\u0000b',
    'a\nb',
    '\u202e',
    'é',
    '😀',
    '{customerId}',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).filter((s) => /[^A-Za-z0-9._~:-]/.test(s.trim())),
  fc.integer({ min: 129, max: 200_000 }).map((n) => 'a'.repeat(n)),
);

async function stationData(): Promise<unknown> {
  const h = station.core.handlers;
  return {
    settings: await h['settings.get']({}),
    queue: await h['queue.list']({
      states: ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'],
      limit: 1000,
    }),
    drafts: await h['drafts.list']({}),
  };
}

describe('ids at the IPC boundary', () => {
  it('refuses what is not an id on every id field, naming it, asking the service nothing', async () => {
    const before = await stationData();
    const sentBefore = sent.length;
    for (const { channel, field, body } of ID_FIELDS) {
      await fc.assert(
        fc.asyncProperty(notAnId, async (id) => {
          const answer = envelope.parse(await dispatch(station.core.handlers, channel, body(id)));
          const what = `${channel}.${field} = ${JSON.stringify(id.slice(0, 40))}`;
          expect(answer.ok, what).toBe(false);
          if (answer.ok) return;
          expect(answer.error.kind, what).toBe('invalid');
          expect(answer.error.message, what).toContain(field);
        }),
        { seed: SEED, numRuns: 25 },
      );
    }
    expect(await stationData()).toEqual(before);
    expect(sent.slice(sentBefore)).toEqual([]);
  });

  it('takes the ids the station really meets', () => {
    const ids = [
      memberId,
      '5f1c2b3a4d5e6f7a8b9c0d1e',
      'local:3b241101-e2bb-4255-8caf-4136c566a962',
      'cus_A1b2-C3.d4~e5',
      'a'.repeat(128),
    ];
    for (const id of ids) {
      for (const { channel, field, body } of ID_FIELDS) {
        if (field === 'itemId' || field === 'id') continue;
        const parsed = ipcContract[channel].request.safeParse(body(id));
        expect(parsed.success, `${channel}.${field} = ${id}`).toBe(true);
      }
    }
    for (const id of ['3b241101-e2bb-4255-8caf-4136c566a962', 'i1']) {
      for (const channel of ['queue.retry', 'counter.undo', 'drafts.discard'] as const) {
        const body =
          channel === 'drafts.discard'
            ? { id }
            : channel === 'counter.undo'
              ? { itemId: id, customerId: memberId }
              : { itemId: id };
        expect(ipcContract[channel].request.safeParse(body).success, `${channel} ${id}`).toBe(true);
      }
    }
  });

  it('a check-in of a member named ".." was once a request on the parent path; now it is refused', async () => {
    const answer = envelope.parse(
      await dispatch(station.core.handlers, 'counter.checkIn', {
        customerId: '..',
        action: { kind: 'increment' },
      }),
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (!answer.ok)
      expect(answer.error.message).toMatch(/customerId: "\." and "\.\." are not a member id/);
  });
});

describe('the client never sends a dot segment', () => {
  it('refuses a path whose id is "." or "..", however it got there, without a request', async () => {
    const requests: string[] = [];
    const client = new ApiClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'a-key-that-must-stay-home',
      fetch: (input) => {
        requests.push(String(input));
        return Promise.reject(new Error('no request should be made'));
      },
    });
    for (const id of ['..', '.', '%2e%2e']) {
      const error = await client
        .call({
          method: 'PUT',
          path: `/api/loyalty-pass/check-in/${id}`,
          schema: checkInResponse,
          endpoint: 'checkIn',
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error, id).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('invalid');
      expect((error as ApiError).maybeApplied).toBe(false);
      expect((error as ApiError).message).toMatch(/stopped a check-in before sending it/);
    }
    expect(requests).toEqual([]);
  });
});
