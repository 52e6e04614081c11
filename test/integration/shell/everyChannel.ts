// A request for every channel of the contract, filled from what earlier answers revealed, so a
// test can drive the whole surface the renderer sees. Adding a channel breaks the build here.
import type { Channel, ChannelRequest } from '@shared/ipc/contract';

export interface SessionFacts {
  customerId: string;
  dynamicPassId: string;
  itemId: string;
  draftId: string;
  batchId: string;
}

export const EVERY_CHANNEL: { [C in Channel]: (facts: SessionFacts) => ChannelRequest<C> } = {
  'app.info': () => ({}),
  'settings.get': () => ({}),
  'settings.update': () => ({ stationName: 'Front counter', cooldownSeconds: 5 }),
  // Deliberately not the stored key: a wrong key must not be echoed back either.
  'settings.setApiKey': () => ({ apiKey: 'wrong-key-0000-not-valid' }),
  'settings.clearApiKey': () => ({}),
  'settings.testConnection': () => ({}),
  'sync.status': () => ({}),
  'sync.now': () => ({}),
  'counter.program': () => ({}),
  'counter.scan': (f) => ({ text: f.customerId, source: 'manual' }),
  'counter.member': (f) => ({ customerId: f.customerId }),
  'counter.checkIn': (f) => ({ customerId: f.customerId, action: { kind: 'increment' } }),
  'counter.undo': (f) => ({ itemId: f.itemId, customerId: f.customerId }),
  'members.search': () => ({ query: 'a' }),
  'members.get': (f) => ({ customerId: f.customerId }),
  'members.history': (f) => ({ customerId: f.customerId }),
  'members.enrol': () => ({ fields: { name: 'Grace Hopper' } }),
  'members.importCheck': () => ({ csv: 'Name\nAda Lovelace\n' }),
  'members.import': () => ({
    csv: 'Name\nAda Lovelace\n',
    mapping: { fields: { name: 'Name' }, count: null },
  }),
  'members.exportCsv': () => ({}),
  'members.list': () => ({ query: 'a', sort: 'lastVisit' }),
  'members.update': (f) => ({ customerId: f.customerId, fields: { name: 'Grace Hopper' } }),
  'members.erase': () => ({ customerId: 'e'.repeat(24), confirm: true }),
  'queue.list': () => ({ states: ['pending', 'sending', 'synced', 'failed', 'needsReview'] }),
  'queue.retry': (f) => ({ itemId: f.itemId }),
  'queue.discard': (f) => ({ itemId: f.itemId }),
  'queue.correct': (f) => ({ itemId: f.itemId }),
  'journal.list': () => ({ limit: 100 }),
  'journal.exportCsv': () => ({}),
  'templates.list': () => ({ refresh: true }),
  'templates.get': (f) => ({ dynamicPassId: f.dynamicPassId, refresh: true }),
  'templates.create': () => ({
    body: {
      name: 'Key check template',
      templateData: {
        cardTitle: 'Key check',
        header: '{name}',
        barcodeType: 'QR_CODE',
        barcodeValue: '{customerId}',
      },
      dynamicFields: ['name'],
    },
  }),
  'loyalty.create': () => ({
    body: {
      name: 'Key check stamp card',
      cardSubType: 'dynamic_loyalty_stamp_card',
      cardTitle: 'Key check',
      barcodeType: 'QR_CODE',
      barcodeValue: '{customerId}',
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 6,
          stampIconName: 'coffeeIcon2',
          stampBannerBgColor: '#3b2418',
          stampBannerIconBgColor: '#f3d9b1',
        },
      },
    },
  }),
  'drafts.list': () => ({}),
  'drafts.start': (f) => ({ dynamicPassId: f.dynamicPassId }),
  'drafts.save': (f) => ({ id: f.draftId, name: 'Key check draft', data: { cardTitle: 'Edited' } }),
  'drafts.discard': (f) => ({ id: f.draftId }),
  'drafts.publish': (f) => ({ id: f.draftId }),
  'batches.get': (f) => ({ batchId: f.batchId }),
  'passes.archive': (f) => ({ cardId: f.customerId }),
  'credits.get': () => ({ refresh: true }),
  'insights.get': () => ({ period: '7d' }),
  // Nothing listens there: the answer is a refusal or "offline", which must not carry the key.
  'images.get': () => ({ url: 'http://127.0.0.1:9/stamp.png' }),
  'display.current': () => ({}),
  'display.link': () => ({}),
  'lock.status': () => ({}),
  'lock.unlock': () => ({ pin: '0000' }),
  'lock.lock': () => ({}),
  // No PIN is set in a session: removing none leaves every channel open for the rest of it.
  'lock.setPin': () => ({ pin: null }),
  'training.practiseOffline': () => ({ on: false }),
};

/** The order a session takes: reads first, then changes, so later calls see real ids. */
export const SESSION_ORDER: Channel[] = [
  'app.info',
  'settings.get',
  'settings.testConnection',
  'sync.status',
  'counter.program',
  'templates.list',
  'templates.get',
  'credits.get',
  'insights.get',
  'images.get',
  'counter.member',
  'counter.checkIn',
  'sync.now',
  'queue.list',
  'journal.list',
  'journal.exportCsv',
  'counter.undo',
  'queue.retry',
  'queue.correct',
  'queue.discard',
  'templates.create',
  'loyalty.create',
  'drafts.start',
  'drafts.list',
  'drafts.save',
  'drafts.publish',
  'drafts.discard',
  'batches.get',
  'passes.archive',
  // A scan stores a +1 too; late, so it holds no check-in the session waits to see settle.
  'counter.scan',
  'members.search',
  'members.get',
  'members.history',
  'members.enrol',
  'members.importCheck',
  'members.import',
  'members.exportCsv',
  'members.list',
  'members.update',
  'members.erase',
  'display.current',
  'display.link',
  'lock.status',
  'lock.unlock',
  'lock.lock',
  'lock.setPin',
  'training.practiseOffline',
  'settings.update',
  'settings.setApiKey',
  'settings.clearApiKey',
];
