// 500s with the error body (spec section 7), rollback on a database error, and hostile input.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { addUser, createLoyalty, createPlain, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const ID = 'a'.repeat(24);

describe('500 with the error body', () => {
  it('on every endpoint of section 7 when the service fails', async () => {
    h.service.faults.set({ errorRate: 1, appliesTo: 'all' });
    const endpoints: [string, string][] = [
      ['POST', API_PATHS.createTemplate], ['GET', API_PATHS.listTemplates], ['GET', API_PATHS.template(ID)],
      ['PUT', API_PATHS.template(ID)], ['POST', API_PATHS.createLoyaltyTemplate], ['PUT', API_PATHS.checkIn(ID)],
      ['DELETE', API_PATHS.archivePass(ID)], ['GET', API_PATHS.credits],
    ]; // prettier-ignore
    try {
      for (const [method, path] of endpoints) {
        const answer = await h.call(method, path);
        expect(answer.status, `${method} ${path}`).toBe(500);
        expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
      }
    } finally {
      h.service.faults.set({});
    }
  });

  it('on a real database error, rolling the whole change back and serving on', async () => {
    const other = await startHarness();
    try {
      const { groupId } = await createLoyalty(other);
      const { customerId, cardId } = await addUser(other, groupId);
      const raw = new Database(other.dbPath);
      raw.exec('DROP TABLE activity_log; DROP TABLE count_images;');
      raw.close();
      const checkIn = await other.call('PUT', API_PATHS.checkIn(customerId));
      expect(checkIn.status).toBe(500);
      expect(checkIn.body).toEqual({
        success: false,
        error: 'Unexpected server error',
        errorCode: 'INTERNAL_ERROR',
      });
      expect((await other.call('GET', API_PATHS.listTemplates)).status).toBe(500);
      const pass = (await other.call('GET', API_PATHS.listUsers(groupId))).body;
      expect(pass.find((m: { cardId: string }) => m.cardId === cardId).count).toBe(0);
      expect((await other.call('GET', API_PATHS.credits)).status).toBe(200);
    } finally {
      await other.stop();
    }
  });
});

describe('start options', () => {
  it('refuses bad fault settings or accounts with an error naming them, leaving nothing running', async () => {
    await expect(startHarness({ faults: { dropRate: 2 } })).rejects.toThrow(/invalid faults/);
    await expect(
      startHarness({ accounts: [{ apiKey: 'k', freeCredits: 21, premiumCredits: 0 }] }),
    ).rejects.toThrow(/invalid accounts.*20/s);
  });

  it('refuses a port in use, and the running service on the same file keeps serving', async () => {
    const taken = await startHarness({ port: h.service.port, dbPath: h.dbPath }).then(
      () => 'started',
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(taken).toBe('EADDRINUSE');
    expect((await h.call('GET', API_PATHS.credits)).status).toBe(200);
  });
});

describe('hostile input', () => {
  it('answers any JSON body on any changing endpoint without a 5xx, and keeps serving', async () => {
    const plain = await createPlain(h);
    const loyal = await createLoyalty(h);
    const member = await addUser(h, loyal.groupId);
    const targets: [string, string][] = [
      ['POST', API_PATHS.createTemplate],
      ['PUT', API_PATHS.template(plain.dynamicPassId)],
      ['PUT', API_PATHS.template(loyal.dynamicPassId)],
      ['POST', API_PATHS.createLoyaltyTemplate],
      ['PUT', API_PATHS.checkIn(member.customerId)],
      ['POST', API_PATHS.addUser(plain.groupId)],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.jsonValue({ maxDepth: 4 }),
        async ([method, path], body) => {
          const answer = await h.call(method, path, { raw: JSON.stringify(body) });
          expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (answer.status >= 400) expect(answer.body.success).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
    expect((await h.call('GET', API_PATHS.credits)).status).toBe(200);
  });

  it('answers bodies of another media type, prototype keys and odd paths with 4xx', async () => {
    const text = await h.call('POST', API_PATHS.createTemplate, {
      raw: '<name>x</name>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);
    const proto = await h.call('POST', API_PATHS.createTemplate, {
      raw: '{"__proto__": {"polluted": true}, "name": "x", "templateData": {}, "dynamicFields": []}',
    });
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((await h.call('GET', '/api/dynamicPass/template/%E0%A4%A')).status).toBeLessThan(500);
  });
});
