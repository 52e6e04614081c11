// The demo account: a coffee-shop stamp card and a dozen members, seeded once per database.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_HEADER,
  API_PATHS,
  LOYALTY_CARD_SUBTYPE,
  addUserResponse,
  createLoyaltyTemplateRequest,
  createLoyaltyTemplateResponse,
  listUserGroupsResponse,
  type CreateLoyaltyTemplateRequest,
} from '@shared/api';
import type { Tables } from '../db';

const DEMO_KEY = 'demoApiKey';
const DEMO_PROGRAM = 'demoDynamicPassId';

export const DEMO_MEMBERS = [
  'Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov',
  'Donald Knuth', 'Margaret Hamilton', 'Ken Thompson', 'Frances Allen', 'Dennis Ritchie',
  'Radia Perlman', 'John McCarthy',
]; // prettier-ignore

export const DEMO_STAMPS = 8;
/** A spread of cards, from new to full, so every state is there to scan. */
const DEMO_STAMP_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 2, 5, 7];

const program: CreateLoyaltyTemplateRequest = createLoyaltyTemplateRequest.parse({
  name: 'Bean Counter Coffee stamp card',
  description: 'Demo program: every 8th coffee is on the house.',
  cardSubType: LOYALTY_CARD_SUBTYPE,
  cardTitle: 'Bean Counter Coffee',
  header: '{name}',
  subheader: 'Coffee club',
  hexBackgroundColor: '#3b2418',
  appleFontColor: '#ffffff',
  appleLabelColor: '#f3d9b1',
  barcodeType: 'QR_CODE',
  barcodeValue: '{customerId}',
  barcodeAltText: '{customerId}',
  textModulesData: [{ id: 'r1start', header: 'Member', body: '{name}' }],
  dynamicFields: ['name'],
  loyaltyProgressData: {
    loyaltyType: 'STAMP',
    stampCounter: {
      maxStampCount: DEMO_STAMPS,
      stampIconName: 'coffeeIcon2',
      stampBannerBgColor: '#3b2418',
      stampBannerIconBgColor: '#f3d9b1',
    },
  },
});

export interface DemoProgram {
  apiKey: string;
  dynamicPassId: string;
}

export function demoProgram(tables: Tables): DemoProgram | null {
  const apiKey = tables.meta.get(DEMO_KEY);
  const dynamicPassId = tables.meta.get(DEMO_PROGRAM);
  return apiKey && dynamicPassId ? { apiKey, dynamicPassId } : null;
}

/** Seeds through the service's own endpoints, so the demo data obeys every rule. */
export async function seedDemo(app: FastifyInstance, tables: Tables): Promise<string> {
  const existing = demoProgram(tables);
  if (existing) return existing.apiKey;
  const apiKey = `demo-${randomBytes(12).toString('hex')}`;
  tables.accounts.upsert({ apiKey, freeCredits: 20, premiumCredits: 0 });
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url, headers: { [API_KEY_HEADER]: apiKey }, ...(payload === undefined ? {} : { payload: payload as object }) });
    if (response.statusCode >= 300) throw new Error(`demo seed: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json() as unknown;
  }; // prettier-ignore
  const { dynamicPassId } = createLoyaltyTemplateResponse.parse(
    await call('POST', API_PATHS.createLoyaltyTemplate, program),
  );
  const groups = listUserGroupsResponse.parse(await call('GET', API_PATHS.listGroups));
  const group = groups.find((g) => g.dynamicPassId === dynamicPassId)!;
  for (const [index, name] of DEMO_MEMBERS.entries()) {
    const { customerId } = addUserResponse.parse(
      await call('POST', API_PATHS.addUser(group.groupId), { dynamicFields: { name } }),
    );
    const stamps = DEMO_STAMP_COUNTS[index]!;
    if (stamps > 0) await call('PUT', API_PATHS.checkIn(customerId), { updatedCount: stamps });
  }
  tables.meta.set(DEMO_KEY, apiKey);
  tables.meta.set(DEMO_PROGRAM, dynamicPassId);
  return apiKey;
}
