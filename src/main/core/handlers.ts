// The handler table for every IPC channel; the Electron shell and the web host both serve it.
import { describeIssues, type Handlers } from '@shared/ipc/dispatch';
import { AppError } from '@shared/ipc/errors';
import { settingsInput } from '@shared/ipc/views';
import { scanAtCounter } from './counter/scan';
import { keepProgramIcon } from './images/programIcon';
import { checkIn, lookUpMember, undo } from './members/counter';
import { correctItem, discardItem, listQueue, retryItem } from './outbox/queueActions';
import { checkConnection, checkNewKey } from './settings/connectionCheck';
import type { Core } from './index';
import { stationOf } from './station';
import { publishDraft, startDraft } from './templates/draftActions';
import {
  getTemplate,
  listTemplates,
  queueArchive,
  queueCreateLoyalty,
  queueCreateTemplate,
  readCredits,
  refreshTemplateList,
} from './templates/templateActions';

/** The handler table of a core from createCore; the same as `core.handlers`. */
export function createHandlers(core: Core): Handlers {
  const station = stationOf(core);
  const ws = () => station.workspace();
  const timeouts = () => ({
    timeoutMs: station.options.requestTimeoutMs,
    ...(station.options.fetch ? { fetch: station.options.fetch } : {}),
  });
  return {
    'app.info': async () => ({
      version: station.version,
      stationId: station.stationId,
      trainingMode: station.mode === 'training',
    }),

    'settings.get': async () => station.settingsView(),
    'settings.update': async (changes) => {
      const next = settingsInput.safeParse({ ...station.settings(), ...changes });
      if (!next.success) throw new AppError('invalid', describeIssues(next.error));
      const view = await station.updateSettings(next.data, 'settings.update');
      const w = await ws();
      keepProgramIcon(w.images, station.program(w));
      return view;
    },
    'settings.setApiKey': async ({ apiKey }) => {
      const settings = await station.setApiKey(apiKey);
      const check = await checkNewKey(station.liveTarget(apiKey), timeouts());
      return { settings, check };
    },
    'settings.clearApiKey': async () => station.setApiKey(null),
    'settings.testConnection': async () => checkConnection((await ws()).api),

    'sync.status': async () => (await ws()).status(),
    'sync.now': async () => {
      const w = await ws();
      w.engine.resume();
      w.connectivity.probeSoon();
      return w.status();
    },

    'counter.program': async () => {
      const w = await ws();
      if (!station.program(w) && w.templates.listFetchedAt() === null && w.api) {
        await refreshTemplateList(station, w).catch(() => undefined);
      }
      const program = station.program(w);
      keepProgramIcon(w.images, program);
      return program;
    },
    'counter.scan': async (request) => scanAtCounter(station, request),
    'counter.member': async ({ customerId }) => lookUpMember(station, customerId.trim()),
    'counter.checkIn': async (request) => checkIn(station, request),
    'counter.undo': async ({ itemId }) => undo(station, itemId),

    'queue.list': async ({ states, limit }) => listQueue(station, states, limit),
    'queue.retry': async ({ itemId }) => retryItem(station, itemId),
    'queue.discard': async ({ itemId }) => discardItem(station, itemId),
    'queue.correct': async ({ itemId }) => correctItem(station, itemId),

    'journal.list': async ({ limit }) => ({ entries: (await ws()).journal.list(limit) }),
    'journal.exportCsv': async () => (await ws()).journal.exportCsv(),

    'templates.list': async ({ refresh }) => listTemplates(station, refresh),
    'templates.get': async ({ dynamicPassId, refresh }) =>
      getTemplate(station, dynamicPassId, refresh),
    'templates.create': async ({ body }) => queueCreateTemplate(station, body),
    'loyalty.create': async ({ body }) => queueCreateLoyalty(station, body),

    'drafts.list': async () => ({ drafts: (await ws()).drafts.list() }),
    'drafts.start': async (request) => startDraft(station, request),
    'drafts.save': async ({ id, name, data }) => (await ws()).drafts.save(id, name, data),
    'drafts.discard': async ({ id }) => {
      (await ws()).drafts.remove(id);
      return { id };
    },
    'drafts.publish': async ({ id, resolution }) => publishDraft(station, id, resolution),

    'batches.get': async ({ batchId }) => (await ws()).batches.read(batchId),
    'passes.archive': async ({ cardId }) => queueArchive(station, cardId),
    'credits.get': async ({ refresh }) => readCredits(station, refresh),
    'images.get': async ({ url }) => (await ws()).images.get(url),
  };
}
