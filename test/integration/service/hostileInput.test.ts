// Generated hostile requests against every endpoint of API_PATHS: never a 5xx, every refusal a
// 4xx with the spec's error body, and nothing in the service's file changed by a refusal.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, API_PATHS, ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@shared/api';
import { rawRequest } from '../../support/rawHttp';
import {
  KEY_A,
  KEY_B,
  addUser,
  createLoyalty,
  createPlain,
  plainTemplate,
  stampProgram,
  startHarness,
  type Harness,
} from './harness';

type IdKind = 'template' | 'group' | 'customer' | 'card' | 'batch';
interface Endpoint {
  methods: string[];
  /** The ids the path takes, in order, or none for a fixed path. */
  id?: IdKind | readonly IdKind[];
  /** A body the endpoint accepts, mutated into hostile ones. */
  body?: () => unknown;
}

// Keyed by API_PATHS, so an endpoint added there fails to compile until it is listed here.
const ENDPOINTS: Record<keyof typeof API_PATHS, Endpoint> = {
  createTemplate: { methods: ['POST', 'PUT', 'GET'], body: () => plainTemplate() },
  listTemplates: { methods: ['GET'] },
  template: { methods: ['GET', 'PUT'], id: 'template', body: () => ({ name: 'Renamed' }) },
  createLoyaltyTemplate: { methods: ['POST'], body: () => stampProgram() },
  checkIn: { methods: ['PUT'], id: 'customer', body: () => ({ updatedCount: 1 }) },
  archivePass: { methods: ['DELETE'], id: 'card' },
  credits: { methods: ['GET'] },
  batchStatus: { methods: ['GET'], id: 'batch' },
  addUser: { methods: ['POST'], id: 'group', body: () => ({ dynamicFields: { name: 'Ada' } }) },
  listUsers: { methods: ['GET'], id: 'group' },
  user: {
    methods: ['PUT', 'DELETE'],
    id: ['group', 'customer'],
    body: () => ({ dynamicFields: { name: 'Ada Lovelace' } }),
  },
  listGroups: { methods: ['GET'] },
  pass: { methods: ['GET'], id: 'card' },
  activityLog: { methods: ['GET'], id: 'customer' },
  accountActivity: { methods: ['GET'] },
};

const TABLES = [
  'accounts',
  'templates',
  'user_groups',
  'members',
  'activity_log',
  'batches',
  'idempotency_keys',
];

let h: Harness;
let file: Database.Database;
const ids = {} as Record<IdKind, string[]>;

/** Everything the service keeps, read from its file (count images by size). */
function snapshot(): Record<string, unknown> {
  const tables: Record<string, unknown> = {};
  for (const table of TABLES) {
    tables[table] = file.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  }
  tables['count_images'] = file
    .prepare(
      'SELECT id, template_id, count, length(body) AS bytes FROM count_images ORDER BY rowid',
    )
    .all();
  return tables;
}

beforeAll(async () => {
  // Batches never step during the run, so only a request can change the file.
  h = await startHarness({ batchStepMs: 600_000 });
  file = new Database(h.dbPath, { readonly: true });
  const plain = await createPlain(h);
  const loyal = await createLoyalty(h);
  const other = await createLoyalty(h, stampProgram(), KEY_B);
  const members = [
    await addUser(h, loyal.groupId),
    await addUser(h, plain.groupId, { name: 'Bo', tier: 'gold' }),
    await addUser(h, other.groupId, { name: 'Cy' }, KEY_B),
  ];
  const update = await h.call('PUT', API_PATHS.template(plain.dynamicPassId), {
    body: { name: 'Gym v2' },
  });
  ids.template = [plain.dynamicPassId, loyal.dynamicPassId, other.dynamicPassId];
  ids.group = [plain.groupId, loyal.groupId, other.groupId];
  ids.customer = members.map((m) => m.customerId);
  ids.card = members.map((m) => m.cardId);
  ids.batch = [update.body.batchId as string];
});
afterAll(async () => {
  file?.close();
  await h?.stop();
});

const huge = fc.constantFrom('x'.repeat(5_000), '{name}'.repeat(2_000), '&'.repeat(3_000));
const nested = fc.integer({ min: 60, max: 200 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = depth % 2 ? [value] : { a: value };
  return value;
});
const prototypeKeyed = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map((key) => JSON.parse(`{"${key}": {"polluted": "yes"}}`) as unknown);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, 2 ** 53, 0.5, '', [], {}),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  huge,
  nested,
  prototypeKeyed,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Sets one value somewhere in a body: at a key it has, a key inside it, or a new key. */
function mutate(body: unknown, choice: number, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const targets: Record<string, unknown>[] = [copy];
  for (const item of Object.values(copy)) {
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      targets.push(item as Record<string, unknown>);
    }
  }
  const target = targets[choice % targets.length]!;
  const keys = [...Object.keys(target), 'unexpected', '__proto__'];
  Object.defineProperty(target, keys[choice % keys.length]!, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

const idText = (kind: IdKind | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(kind ? ids[kind] : ['a'.repeat(24)])) },
    fc.constantFrom('a'.repeat(24), 'A'.repeat(24), 'a'.repeat(23), ' ', 'null', '0'),
    fc.integer({ min: 25, max: 2_500 }).map((n) => 'f'.repeat(n)),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  );

/** A path segment as sent: encoded as the client encodes, or raw tricks the client never sends. */
const segment = (kind: IdKind | undefined) =>
  fc.oneof(
    { weight: 4, arbitrary: idText(kind).map(encodeURIComponent) },
    fc.constantFrom('%zz', '%E0%A4%A', '%2561', '..', '.', '%2e%2e', '%00', '%2F', 'a%2Fb', ''),
  );

interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const request: fc.Arbitrary<HostileRequest> = fc
  .constantFrom(...(Object.keys(ENDPOINTS) as (keyof typeof API_PATHS)[]))
  .chain((name) => {
    const endpoint = ENDPOINTS[name];
    const build = API_PATHS[name];
    const kinds = endpoint.id === undefined ? [] : [endpoint.id].flat();
    const markers = kinds.map((_, i) => `__id${i}__`);
    const pattern =
      typeof build === 'string' ? build : (build as (...ids: string[]) => string)(...markers);
    return fc
      .record({
        method: fc.constantFrom(...endpoint.methods),
        path: fc
          .tuple(...kinds.map((kind) => segment(kind)))
          .map((segs) => segs.reduce((p, seg, i) => p.replace(markers[i]!, seg), pattern)),
        query: fc.oneof(
          fc.constant(''),
          fc.constantFrom('&customerId=a&customerId=b', '&x=1&x=2', '&customerId=', '&__proto__=1'),
        ),
        key: fc.oneof(
          { weight: 8, arbitrary: fc.constant(KEY_A) },
          fc.constantFrom(KEY_B, '', 'unknown', 'x'.repeat(3_000)),
        ),
        idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', ' ', 'k'.repeat(300)))),
        body: endpoint.body
          ? fc
              .oneof(
                {
                  weight: 4,
                  arbitrary: fc
                    .tuple(fc.nat(), hostileValue)
                    .map(([c, v]) => mutate(endpoint.body!(), c, v)),
                },
                fc.jsonValue({ maxDepth: 4 }),
                hostileValue,
              )
              .map((b) => JSON.stringify(b) as string | undefined)
          : fc.constant(undefined),
      })
      .map(({ method, path, query, key, idempotencyKey, body }) => {
        const headers: Record<string, string> = { [API_KEY_HEADER]: key };
        if (idempotencyKey !== null) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
        if (body !== undefined) headers['content-type'] = 'application/json';
        // Each extra query starts with '&'; the activity log's path has a query already.
        const full =
          query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query.slice(1)}`;
        return { method, path: full, headers, body };
      });
  });

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

describe('hostile requests on every endpoint', () => {
  it('never answer 5xx; every refusal is a 4xx error body and changes nothing', async () => {
    let before = snapshot();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const what = `${req.method} ${req.path.slice(0, 120)} ${req.body?.slice(0, 120) ?? ''}`;
        const answer = await rawRequest(
          h.service.port,
          req.method,
          req.path,
          req.headers,
          req.body,
        );
        expect(answer.status, what).toBeGreaterThanOrEqual(200);
        expect(answer.status, what).toBeLessThan(500);
        const after = snapshot();
        if (answer.status >= 400) {
          const body = JSON.parse(answer.body) as Record<string, unknown>;
          expect(body, what).toEqual({
            success: false,
            error: expect.any(String),
            errorCode: expect.any(String),
          });
          expect(KNOWN_CODES.has(body['errorCode'] as string), what).toBe(true);
          expect(after, what).toEqual(before);
        }
        before = after;
      }),
      { numRuns: 400, seed: 20_261_123, endOnFailure: true },
    );
    expect((await h.call('GET', API_PATHS.credits)).status).toBe(200);
  }, 60_000);
});
