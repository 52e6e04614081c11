// Hostile requests the service once answered with 500, 414 or megabytes stored: each now a 400
// with the spec's error body, nothing changed and no credit spent.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_HEADER,
  API_PATHS,
  COUNT_IMAGES_MAX_BYTES,
  LOYALTY_CARD_SUBTYPE,
  PASS_MAX_BYTES,
} from '@shared/api';
import { rawRequest } from '../../support/rawHttp';
import {
  KEY_A,
  addUser,
  createLoyalty,
  createPlain,
  plainTemplate,
  stampProgram,
  startHarness,
  type Answer,
  type Harness,
} from './harness';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await startHarness();
  port = h.service.port;
});
afterAll(() => h.stop());

const ID = 'a'.repeat(24);

function expectRefused(answer: Answer, mentions: RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toEqual({
    success: false,
    error: expect.stringMatching(mentions),
    errorCode: 'INVALID_REQUEST',
  });
}

const credits = async () => (await h.call('GET', API_PATHS.credits)).body.premiumCredits;

/** Bytes of count images stored, read from the service's own file. */
function storedImageBytes(): number {
  const db = new Database(h.dbPath, { readonly: true });
  try {
    const row = db.prepare('SELECT COALESCE(SUM(LENGTH(body)), 0) AS n FROM count_images').get();
    return (row as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('duplicated query keys', () => {
  it('answers 400 naming the parameter, on the activity log', async () => {
    const answer = await h.call('GET', '/api/activity-log?customerId=a&customerId=b');
    expectRefused(answer, /customerId.*once/);
  });

  it('answers 400 for a repeated key on any route, and a malformed customerId in the query', async () => {
    expectRefused(await h.call('GET', `${API_PATHS.credits}?x=1&x=2`), /\bx\b.*once/);
    expectRefused(await h.call('GET', API_PATHS.activityLog('nope')), /customerId/);
  });
});

describe('deeply nested bodies', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('refuses a body nested 10,000 deep with an Idempotency-Key, at parse time', async () => {
    const answer = await h.call('POST', API_PATHS.createTemplate, {
      raw: deep(10_000),
      headers: { 'idempotency-key': 'deep-1' },
    });
    expectRefused(answer, /nested more than 64 levels/);
    expectRefused(
      await h.call('PUT', API_PATHS.checkIn(ID), { raw: `[${'['.repeat(65)}${']'.repeat(65)}]` }),
      /nested/,
    );
  });

  it('still takes a body 64 levels deep (refused for its content, not its depth)', async () => {
    const answer = await h.call('POST', API_PATHS.createTemplate, { raw: deep(63) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).not.toMatch(/nested/);
  });
});

describe('prototype keys', () => {
  it('refuses __proto__, constructor and prototype anywhere in a body, spending no credit', async () => {
    const { groupId } = await createPlain(h);
    const before = await credits();
    for (const raw of [
      '{"dynamicFields":{"__proto__":{"x":"y"}}}',
      '{"dynamicFields":{"constructor":"x"}}',
      '{"dynamicFields":{"name":"Ada"},"extra":[{"prototype":1}]}',
    ]) {
      expectRefused(await h.call('POST', API_PATHS.addUser(groupId), { raw }), /not allowed/);
    }
    expectRefused(
      await h.call('POST', API_PATHS.createTemplate, {
        raw: '{"__proto__": {"polluted": true}, "name": "x", "templateData": {}, "dynamicFields": []}',
      }),
      /__proto__/,
    );
    expect(await credits()).toBe(before);
    expect((await h.call('GET', API_PATHS.listUsers(groupId))).body).toEqual([]);
  });

  it('refuses member values that are not strings (spec 2.4: a value fills a placeholder in a string)', async () => {
    const { groupId } = await createPlain(h);
    for (const value of [1, null, true, ['a'], { a: 'b' }]) {
      const answer = await h.call('POST', API_PATHS.addUser(groupId), {
        body: { dynamicFields: { name: value } },
      });
      expectRefused(answer, /name/);
    }
  });
});

describe('ids in the path', () => {
  const paths = (id: string): [string, string][] => [
    ['GET', API_PATHS.template(id)],
    ['PUT', API_PATHS.template(id)],
    ['PUT', API_PATHS.checkIn(id)],
    ['DELETE', API_PATHS.archivePass(id)],
    ['GET', API_PATHS.batchStatus(id)],
    ['POST', API_PATHS.addUser(id)],
    ['GET', API_PATHS.listUsers(id)],
    ['GET', API_PATHS.pass(id)],
  ];

  it('answers an over-long, odd or unicode id with the spec error body on every route', async () => {
    for (const id of ['a'.repeat(200), 'b'.repeat(2000), 'nope', 'é', 'A'.repeat(24), ' ']) {
      for (const [method, path] of paths(id)) {
        const answer = await rawRequest(port, method, path, { [API_KEY_HEADER]: KEY_A });
        const what = `${method} ${path.slice(0, 60)}`;
        // Check-in's 400 means an invalid count (spec section 7): a malformed customer is 404.
        const checkIn = path.startsWith(API_PATHS.checkIn(''));
        expect(answer.status, what).toBe(checkIn ? 404 : 400);
        expect(JSON.parse(answer.body), what).toEqual({
          success: false,
          error: expect.stringMatching(
            /(dynamicpassId|customerId|cardId|batchId|groupId) must be 24 lowercase hex/,
          ),
          errorCode: checkIn ? 'CUSTOMER_NOT_FOUND' : 'INVALID_REQUEST',
        });
      }
    }
  });

  it('answers a badly encoded or over-long path with the spec 400 body', async () => {
    for (const path of ['/api/card/%E0%A4%A', '/api/card/%FF', `/api/card/${'a'.repeat(3000)}`]) {
      const answer = await rawRequest(port, 'GET', path, { [API_KEY_HEADER]: KEY_A });
      expect(answer.status, path.slice(0, 40)).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        errorCode: 'INVALID_REQUEST',
      });
    }
  });
});

const textProgram = (textCounter: Record<string, unknown>) => ({
  name: 'Visits',
  cardSubType: LOYALTY_CARD_SUBTYPE,
  loyaltyProgressData: {
    loyaltyType: 'TEXT',
    textCounter: {
      maxProgress: 1000,
      textCounterFormat: '{current}/{max}',
      textColor: '#000000',
      textBackgroundColor: '#ffffff',
      ...textCounter,
    },
  },
});

describe('amplification', () => {
  it('refuses fields copied into every count image beyond their limits, naming them, storing nothing', async () => {
    const before = storedImageBytes();
    const long = 'x'.repeat(10_000);
    const cases: [unknown, RegExp][] = [
      [textProgram({ textCounterFormat: long }), /textCounterFormat/],
      [textProgram({ heroImageUrl: `https://img.example/${long}` }), /heroImageUrl/],
      [
        stampProgram({}, { maxStampCount: 50, customStampIcon: `https://img.example/${long}` }),
        /customStampIcon/,
      ],
      [stampProgram({ cardTitle: long }), /cardTitle/],
    ];
    for (const [body, field] of cases) {
      expectRefused(await h.call('POST', API_PATHS.createLoyaltyTemplate, { body }), field);
    }
    expect(storedImageBytes()).toBe(before);
  });

  it('keeps the images of the largest program it accepts within the stated bound', async () => {
    // '&' is written five times over in SVG, so this is the worst an accepted URL can do.
    const url = `https://img.example/${'&'.repeat(1000)}`;
    for (const body of [
      textProgram({ heroImageUrl: url, textCounterFormat: '&'.repeat(64) }),
      stampProgram({}, { maxStampCount: 50, customStampIcon: url }),
    ]) {
      const before = storedImageBytes();
      const answer = await h.call('POST', API_PATHS.createLoyaltyTemplate, { body });
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 400) expect(answer.body.error).toMatch(/shorten/);
      expect(storedImageBytes() - before).toBeLessThanOrEqual(COUNT_IMAGES_MAX_BYTES);
    }
  });

  it('refuses an Add User whose pass would be too large, naming the field, spending no credit', async () => {
    const { groupId } = await createPlain(
      h,
      plainTemplate({
        dynamicFields: ['name'],
        templateData: { cardTitle: '{name}'.repeat(80), header: '{name}' },
      }),
    );
    const before = await credits();
    const answer = await h.call('POST', API_PATHS.addUser(groupId), {
      body: { dynamicFields: { name: 'n'.repeat(2048) } },
    });
    expectRefused(answer, /cardTitle/);
    expect(answer.body.error).toContain(`${PASS_MAX_BYTES / 1024} KiB`);
    expect(await credits()).toBe(before);
    expect((await h.call('GET', API_PATHS.listUsers(groupId))).body).toEqual([]);
    expect((await addUser(h, groupId, { name: 'Ada' })).cardId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('refuses a template that repeats a placeholder 10,000 times', async () => {
    const answer = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate({ templateData: { cardTitle: '{name}'.repeat(10_000) } }),
    });
    expectRefused(answer, /cardTitle.*500 characters/);
  });

  it('refuses too many modules, too many or too long dynamic fields and member values', async () => {
    const module = { id: 'r1start', header: 'h', body: 'b' };
    const big = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate({ templateData: { textModulesData: Array(11).fill(module) } }),
    });
    expectRefused(big, /textModulesData.*10 items/);
    const fields = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate({ dynamicFields: Array.from({ length: 51 }, (_, i) => `f${i}`) }),
    });
    expectRefused(fields, /dynamicFields.*50/);
    const loyal = await createLoyalty(h);
    const value = await h.call('POST', API_PATHS.addUser(loyal.groupId), {
      body: { dynamicFields: { name: 'v'.repeat(2049) } },
    });
    expectRefused(value, /name.*2048/);
  });
});
