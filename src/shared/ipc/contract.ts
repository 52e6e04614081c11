// The one IPC contract: each channel's request and response schema. The preload's named
// functions, the Electron handlers and the web host's routes are all generated from this table.
import { z } from 'zod';
import { createLoyaltyTemplateRequest, createTemplateRequest, templateResponse } from '../api';
import {
  appInfo,
  batchView,
  cachedTemplate,
  checkInAction,
  connectionCheck,
  creditsView,
  imageView,
  journalEntry,
  memberHistoryEntry,
  memberSummary,
  memberView,
  notificationPreset,
  outboxItemView,
  programView,
  scanDecision,
  scanRequest,
  settingsInput,
  settingsView,
  syncStatus,
  templateDraftView,
} from './views';
import { displayLink, displayView } from './displayView';
import { memberFields, memberListChannels, memberRecordChannels } from './memberRecords';
import { batchId, cardId, draftId, draftName, itemId, memberId, programId } from './ids';
import { queueListRequest, queueListResponse } from './queueView';
import { insightsRequest, insightsView } from './insightsView';
import { trainingChannels } from './trainingContract';
import { changeReason } from '../counter/reasons';
import { sessionView, staffChannels } from './staffContract';
import { storeChannels, storeStatus } from './storeContract';
import { flagsChannels } from './flagsContract';

const none = z.object({}).strict();
const itemRef = z.object({ itemId });
const itemResult = z.object({ item: outboxItemView });

export const ipcContract = {
  'app.info': { request: none, response: appInfo },

  'settings.get': { request: none, response: settingsView },
  'settings.update': { request: settingsInput.partial(), response: settingsView },
  /** Write-only: the key is stored in main and never returned; a test call says if it works. */
  'settings.setApiKey': {
    request: z.object({ apiKey: z.string().trim().min(8, 'main.schema.apiKeyTooShort') }),
    response: z.object({
      settings: settingsView,
      check: connectionCheck,
    }),
  },
  'settings.clearApiKey': { request: none, response: settingsView },
  'settings.testConnection': {
    request: none,
    response: connectionCheck,
  },

  'sync.status': { request: none, response: syncStatus },
  /** Try the queue now instead of waiting for the next backoff step. */
  'sync.now': { request: none, response: syncStatus },

  'counter.program': { request: none, response: programView.nullable() },
  /**
   * One scan in one round trip: the code resolved by the station's rule, the member read, and a
   * +1 stored (durably, before it answers) unless the card is full or the member was stamped
   * within the cooldown; `item` is the stored check-in, present only when the decision stamped.
   */
  'counter.scan': {
    request: scanRequest,
    response: z.object({
      decision: scanDecision,
      member: memberView,
      item: outboxItemView.optional(),
      /**
       * The code is not in the member list and the service could not be asked (offline): the
       * check-in is kept and checked when it syncs.
       */
      unverified: z.boolean(),
    }),
  },
  /** `show`: the cashier picked this member, so the customer display shows them too. */
  'counter.member': {
    request: z.object({ customerId: memberId, show: z.boolean().optional() }),
    response: memberView,
  },
  /** Stored durably in the outbox before it answers. */
  'counter.checkIn': {
    request: z.object({
      customerId: memberId,
      action: checkInAction,
      notification: notificationPreset.nullable().optional(),
      /** Why: needed for a set and a reset before the card is full (counter/reasons.ts). */
      reason: changeReason.optional(),
      /**
       * A manager redeeming a card another till of the store already redeemed (the reason is
       * then needed): refused without it (`details.redeemedElsewhere`).
       */
      override: z.boolean().optional(),
    }),
    response: z.object({ item: outboxItemView, member: memberView }),
  },
  /** Undo the member's latest check-in (the window is shared/counter/undoWindow.ts's). */
  'counter.undo': {
    /** `reason`: needed once the window is over; the undo then corrects the count the same way. */
    request: itemRef.extend({ customerId: memberId, reason: changeReason.optional() }),
    response: z.object({ outcome: z.enum(['discarded', 'corrected']), member: memberView }),
  },

  /**
   * The counter program's members whose field values or id match what was typed: case, accents
   * and the spaces in a phone number forgiven; answered from the station's copy of the member
   * list, so it works offline. `listedAt` says how old that copy is (null: never read).
   */
  'members.search': {
    request: z.object({
      query: z.string().max(200, 'main.schema.queryTooLong'),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    response: z.object({ members: z.array(memberSummary), listedAt: z.string().nullable() }),
  },
  /** One member by id, or by a scanned or typed code read with the station's rule. */
  'members.get': {
    request: z.union([
      z.object({ customerId: memberId }).strict(),
      z.object({ text: z.string().trim().min(1, 'main.schema.passCodeNeeded').max(4096) }).strict(),
    ]),
    response: z.object({ member: memberSummary }),
  },
  /**
   * A new member of the counter's program, from the values of its enrolment form (checked with
   * the form's schema): stored in the outbox before it answers, with a local id (`local:…`) that
   * can be checked in at once. Its check-ins wait behind the enrolment and are sent under the
   * member's real id once the service issued the pass.
   */
  'members.enrol': {
    request: z.object({ fields: memberFields }),
    response: z.object({ member: memberSummary, item: outboxItemView }),
  },
  /**
   * A member's changes, newest first: the service's activity log merged with this station's
   * outbox. `fromService` is false when the log could not be read (only this station's shown).
   */
  'members.history': {
    request: z.object({ customerId: memberId }),
    response: z.object({ entries: z.array(memberHistoryEntry), fromService: z.boolean() }),
  },

  ...memberRecordChannels,
  ...memberListChannels,

  'queue.list': { request: queueListRequest, response: queueListResponse },
  'queue.retry': { request: itemRef, response: itemResult },
  /**
   * `withHeld` also discards the member's later items waiting behind it (an enrolment always
   * does); an enrolment that may have landed needs `confirm`, else `confirmFirst` says why.
   */
  'queue.discard': {
    request: itemRef.extend({ withHeld: z.boolean().optional(), confirm: z.boolean().optional() }),
    response: itemResult.extend({ confirmFirst: z.string().optional() }),
  },
  /** Apply a needs-review item's one-step correction. */
  'queue.correct': { request: itemRef, response: itemResult },

  'journal.list': {
    request: z.object({ limit: z.number().int().min(1).max(5000).default(200) }),
    response: z.object({ entries: z.array(journalEntry) }),
  },
  'journal.exportCsv': {
    request: none,
    response: z.object({ filename: z.string(), csv: z.string() }),
  },

  /** A program over a period: this station's synced visits, and the account's log as read. */
  'insights.get': { request: insightsRequest, response: insightsView },

  'templates.list': {
    request: z.object({ refresh: z.boolean().default(false) }),
    response: z.object({
      items: z.array(cachedTemplate),
      fetchedAt: z.string().nullable(),
      /** True when the service could not be reached and the cache was shown. */
      stale: z.boolean(),
    }),
  },
  'templates.get': {
    request: z.object({ dynamicPassId: programId, refresh: z.boolean().default(false) }),
    response: z.object({ template: cachedTemplate, stale: z.boolean() }),
  },
  'templates.create': { request: z.object({ body: createTemplateRequest }), response: itemResult },
  'loyalty.create': {
    request: z.object({ body: createLoyaltyTemplateRequest }),
    response: itemResult,
  },

  'drafts.list': { request: none, response: z.object({ drafts: z.array(templateDraftView) }) },
  /** Start a draft from a server template (dynamicPassId) or a blank one of a kind. */
  'drafts.start': {
    request: z.union([
      z.object({ dynamicPassId: programId }),
      z.object({ kind: z.enum(['dynamic', 'loyalty']), copyOf: programId.optional() }),
    ]),
    response: templateDraftView,
  },
  'drafts.save': {
    request: z.object({
      id: draftId,
      name: draftName,
      data: z.record(z.string(), z.unknown()),
    }),
    response: templateDraftView,
  },
  'drafts.discard': {
    request: z.object({ id: draftId }),
    response: z.object({ id: z.string() }),
  },
  /**
   * Re-read the server version; if it changed since the draft began, answer a conflict with both
   * versions (no change made). `resolution` publishes anyway ('mine') or drops the draft ('theirs').
   */
  'drafts.publish': {
    request: z.object({ id: draftId, resolution: z.enum(['mine', 'theirs']).optional() }),
    response: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('queued'), item: outboxItemView }),
      z.object({
        outcome: z.literal('conflict'),
        draft: templateDraftView,
        server: templateResponse,
      }),
      z.object({ outcome: z.literal('dropped') }),
    ]),
  },
  'batches.get': { request: z.object({ batchId }), response: batchView },

  'passes.archive': {
    request: z.object({ cardId }),
    response: itemResult,
  },

  'credits.get': {
    request: z.object({ refresh: z.boolean().default(false) }),
    response: creditsView.nullable(),
  },

  /** A remote image (stamp icon, pass artwork) fetched and kept by main: the page never fetches. */
  'images.get': {
    request: z.object({
      url: z.string().trim().min(1, 'main.schema.imageAddressNeeded').max(2048),
    }),
    response: imageView,
  },

  /** The display facing the customer: read once when it opens, then `display.changed`. */
  'display.current': { request: none, response: displayView },
  'display.link': { request: none, response: displayLink },
  /** Who is signed in, and the owner's people: the least role of each is in access.ts. */
  ...staffChannels,
  ...storeChannels,
  ...flagsChannels,
  ...trainingChannels,
} as const;

export type IpcContract = typeof ipcContract;
export type Channel = keyof IpcContract;
export type ChannelRequest<C extends Channel> = z.input<IpcContract[C]['request']>;
export type ChannelResponse<C extends Channel> = z.output<IpcContract[C]['response']>;
export const CHANNELS = Object.keys(ipcContract) as Channel[];

/** Events main pushes to the renderer, so screens update without polling. */
export const ipcEvents = {
  'sync.status': syncStatus,
  'queue.item': outboxItemView,
  'member.changed': memberView,
  /** A member was erased: a screen showing them under any of these ids lets go of them at once. */
  'member.erased': z.object({ customerIds: z.array(z.string()) }),
  'batch.progress': batchView,
  'settings.changed': settingsView,
  'templates.changed': z.object({ fetchedAt: z.string().nullable() }),
  'credits.changed': creditsView,
  'staff.changed': sessionView,
  'display.changed': displayView,
  /** The store's stations: peers in sight, sharing paused or not, conflicts waiting. */
  'store.changed': storeStatus,
} as const;
export type IpcEvents = typeof ipcEvents;
export type EventName = keyof IpcEvents;
export type EventPayload<E extends EventName> = z.output<IpcEvents[E]>;
export const EVENT_NAMES = Object.keys(ipcEvents) as EventName[];
