// Fault injection over HTTP: drops, 500s, apply-then-drop, latency, sequences and the control endpoint.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { addUser, createLoyalty, startHarness, type Harness } from './harness';

let h: Harness;
let groupId: string;
beforeAll(async () => {
  h = await startHarness({ control: true });
  ({ groupId } = await createLoyalty(h));
});
afterEach(() => h.service.faults.set({}));
afterAll(() => h.stop());

const countOf = async (cardId: string) =>
  (await h.call('GET', API_PATHS.pass(cardId))).body.count as number;
const checkIn = (customerId: string) => h.call('PUT', API_PATHS.checkIn(customerId));

describe('fault modes', () => {
  it('drop: closes the connection before doing anything', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    h.service.faults.set({ dropRate: 1 });
    await expect(checkIn(customerId)).rejects.toThrow();
    h.service.faults.set({});
    expect(await countOf(cardId)).toBe(0);
  });

  it('error500: answers 500 with the error body without doing anything', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    h.service.faults.set({ errorRate: 1 });
    const answer = await checkIn(customerId);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
    h.service.faults.set({});
    expect(await countOf(cardId)).toBe(0);
  });

  it('applyThenDrop: commits the change, then leaves the request unanswered', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    h.service.faults.set({ applyThenDropRate: 1 });
    await expect(checkIn(customerId)).rejects.toThrow();
    h.service.faults.set({});
    expect(await countOf(cardId)).toBe(1);
    expect((await h.call('GET', API_PATHS.activityLog(customerId))).body).toHaveLength(1);
  });

  it('latency: holds the answer back for at least the set time', async () => {
    const { customerId } = await addUser(h, groupId);
    h.service.faults.set({ latencyMs: 150 });
    const started = performance.now();
    expect((await checkIn(customerId)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('a sequence is consumed one step per changing request, then the rates apply; reads pass untouched', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    h.service.faults.set({ sequence: ['error500', 'drop', { latencyMs: 1 }, 'ok'], errorRate: 1 });
    expect((await h.call('GET', API_PATHS.pass(cardId))).status).toBe(200);
    expect((await checkIn(customerId)).status).toBe(500);
    await expect(checkIn(customerId)).rejects.toThrow();
    expect((await checkIn(customerId)).status).toBe(200);
    expect(h.service.faults.get().sequence).toEqual(['ok']);
    expect((await checkIn(customerId)).status).toBe(200);
    expect((await checkIn(customerId)).status).toBe(500);
    h.service.faults.set({});
    expect(await countOf(cardId)).toBe(2);
  });

  it('appliesTo all: reads are faulty too', async () => {
    h.service.faults.set({ errorRate: 1, appliesTo: 'all' });
    expect((await h.call('GET', API_PATHS.credits)).status).toBe(500);
  });
});

describe('stopping and restarting', () => {
  it('closes while a delayed change is in flight, and starts again on the same port and data', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    const { port } = h.service;
    h.service.faults.set({ latencyMs: 300 });
    const inFlight = checkIn(customerId).then(
      (answer) => answer.status,
      () => 'no answer',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await h.restart({ control: true, port });
    expect(h.service.port).toBe(port);
    expect(await inFlight).toBe('no answer');
    expect(await countOf(cardId)).toBe(0);
    expect((await checkIn(customerId)).status).toBe(200);
  });
});

describe('control endpoint', () => {
  it('reads and replaces the faults while running, and refuses invalid settings with 400', async () => {
    const { customerId } = await addUser(h, groupId);
    const put = await h.call('PUT', '/__control/faults', {
      key: null,
      body: { sequence: ['error500'] },
    });
    expect(put.status).toBe(200);
    expect((await h.call('GET', '/__control/faults', { key: null })).body).toEqual({
      sequence: ['error500'],
    });
    expect((await checkIn(customerId)).status).toBe(500);
    expect((await checkIn(customerId)).status).toBe(200);
    for (const body of [
      { dropRate: 2 },
      { sequence: ['explode'] },
      { dropRate: 0.6, errorRate: 0.6 },
      { unknown: true },
    ]) {
      expect(
        (await h.call('PUT', '/__control/faults', { key: null, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
  });

  it('faults given at start apply from the first request', async () => {
    const other = await startHarness({ faults: { errorRate: 1 } });
    try {
      expect((await other.call('POST', API_PATHS.createTemplate, { body: {} })).status).toBe(500);
      expect((await other.call('GET', API_PATHS.credits)).status).toBe(200);
    } finally {
      await other.stop();
    }
  });
});
