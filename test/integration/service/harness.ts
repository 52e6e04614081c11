// Starts the service on a free port over a temp database, and calls it over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY_HEADER, LOYALTY_CARD_SUBTYPE } from '@shared/api';
import { startService, type RunningService, type ServiceOptions } from '../../../src/service/index';

export const KEY_A = 'key-account-a';
export const KEY_B = 'key-account-b';

export interface Harness {
  service: RunningService;
  dbPath: string;
  call: (method: string, path: string, init?: CallInit) => Promise<Answer>;
  restart: (options?: Partial<ServiceOptions>) => Promise<void>;
  stop: () => Promise<void>;
}

export interface CallInit {
  key?: string | null;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export async function startHarness(options: Partial<ServiceOptions> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-service-'));
  const dbPath = join(dir, 'service.db');
  const base: ServiceOptions = {
    dbPath,
    port: 0,
    batchStepMs: 2,
    accounts: [
      { apiKey: KEY_A, freeCredits: 0, premiumCredits: 100_000 },
      { apiKey: KEY_B, freeCredits: 20, premiumCredits: 0 },
    ],
    ...options,
  };
  const harness: Harness = {
    service: await startService(base),
    dbPath,
    call: async (method, path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      const key = init.key === undefined ? KEY_A : init.key;
      if (key !== null) headers[API_KEY_HEADER] = key;
      let payload: string | undefined = init.raw;
      if (init.body !== undefined) payload = JSON.stringify(init.body);
      if (payload !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(`${harness.service.url}${path}`, {
        method,
        headers,
        body: payload,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // not JSON: images and pages
      }
      return { status: response.status, body, headers: response.headers };
    },
    restart: async (next = {}) => {
      await harness.service.close();
      harness.service = await startService({ ...base, ...next });
    },
    stop: async () => {
      await harness.service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A stamp program body for loyalty create. */
export function stampProgram(
  overrides: Record<string, unknown> = {},
  counter: Record<string, unknown> = {},
) {
  return {
    name: 'Coffee club',
    cardSubType: LOYALTY_CARD_SUBTYPE,
    cardTitle: 'Coffee club',
    header: '{name}',
    barcodeValue: '{customerId}',
    hexBackgroundColor: '#222222',
    loyaltyProgressData: {
      loyaltyType: 'STAMP',
      stampCounter: {
        maxStampCount: 5,
        stampBannerBgColor: '#112233',
        stampBannerIconBgColor: '#ffeecc',
        ...counter,
      },
    },
    ...overrides,
  };
}

/** A plain dynamic template body. */
export function plainTemplate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Gym membership',
    dynamicFields: ['name', 'tier'],
    templateData: {
      cardTitle: 'Gym',
      header: '{name}',
      textModulesData: [{ id: 'r1start', header: 'Tier', body: '{tier}' }],
      barcodeValue: '{customerId}',
      hexBackgroundColor: '#000000',
    },
    ...overrides,
  };
}

export async function createPlain(h: Harness, body = plainTemplate(), key = KEY_A) {
  const answer = await h.call('POST', '/api/dynamicPass/template/', { body, key });
  if (answer.status !== 201) throw new Error(`create failed: ${JSON.stringify(answer.body)}`);
  return answer.body as { dynamicPassId: string; groupId: string };
}

export async function createLoyalty(h: Harness, body: unknown = stampProgram(), key = KEY_A) {
  const answer = await h.call('POST', '/api/v2/loyaltyPass/template', { body, key });
  if (answer.status !== 201)
    throw new Error(`loyalty create failed: ${JSON.stringify(answer.body)}`);
  const { dynamicPassId } = answer.body as { dynamicPassId: string };
  const groups = (await h.call('GET', '/api/groups', { key })).body as {
    groupId: string;
    dynamicPassId: string;
  }[];
  const group = groups.find((g) => g.dynamicPassId === dynamicPassId)!;
  return { dynamicPassId, groupId: group.groupId };
}

export async function addUser(
  h: Harness,
  groupId: string,
  fields: Record<string, string> = { name: 'Ada' },
  key = KEY_A,
) {
  const answer = await h.call('POST', `/api/group/${groupId}/user`, {
    body: { dynamicFields: fields },
    key,
  });
  if (answer.status !== 201) throw new Error(`add user failed: ${JSON.stringify(answer.body)}`);
  return answer.body as { customerId: string; cardId: string };
}
