// What each channel does, as the refusal that names it: "Archiving a pass needs a manager to sign
// in." One message per action, whose role is chosen in the message, so each language orders it.
import type { ListedChannel } from '@shared/ipc/access';
import type { MessageId } from '@shared/i18n/messageId';

const ACTION: Partial<Record<ListedChannel, MessageId>> = {
  'passes.archive': 'store.needs.archivePass',
  'credits.get': 'store.needs.readCredits',
  'insights.get': 'store.needs.readInsights',
  'settings.update': 'store.needs.changeSettings',
  'settings.setApiKey': 'store.needs.changeApiKey',
  'settings.clearApiKey': 'store.needs.removeApiKey',
  'settings.testConnection': 'store.needs.testConnection',
  'journal.exportCsv': 'store.needs.exportJournal',
  'journal.list': 'store.needs.readJournal',
  'members.importCheck': 'store.needs.importMembers',
  'members.import': 'store.needs.importMembers',
  'members.exportCsv': 'store.needs.exportMembers',
  'members.enrol': 'store.needs.enrolMember',
  'members.list': 'store.needs.listMembers',
  'members.update': 'store.needs.changeMember',
  'members.erase': 'store.needs.eraseMember',
  'counter.scan': 'store.needs.checkIn',
  'counter.checkIn': 'store.needs.checkIn',
  'counter.undo': 'store.needs.undoCheckIn',
  'display.link': 'store.needs.openDisplay',
  'training.practiseOffline': 'store.needs.practiseOffline',
  'sync.now': 'store.needs.sendQueue',
};

/** Whole areas that share one description. */
const AREA: Record<string, MessageId> = {
  templates: 'store.needs.templates',
  loyalty: 'store.needs.templates',
  drafts: 'store.needs.templates',
  batches: 'store.needs.templates',
  staff: 'store.needs.staff',
  members: 'store.needs.members',
  counter: 'store.needs.counter',
  queue: 'store.needs.queue',
};

/** Deciding on an item a manager queued: not a channel of its own but a request's content. */
export const DECIDE_MANAGERS_ITEM: MessageId = 'store.needs.decideManagersItem';

export function actionOf(channel: ListedChannel): MessageId {
  return ACTION[channel] ?? AREA[channel.split('.')[0] ?? ''] ?? 'store.needs.station';
}
