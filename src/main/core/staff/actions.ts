// What each channel does, in the words a refusal uses: "Archiving a pass needs a manager to sign in."
import type { ListedChannel } from '@shared/ipc/access';

const ACTION: Partial<Record<ListedChannel, string>> = {
  'passes.archive': 'Archiving a pass',
  'credits.get': 'Reading the credits',
  'insights.get': 'Reading the insights',
  'settings.update': 'Changing the settings',
  'settings.setApiKey': 'Changing the API key',
  'settings.clearApiKey': 'Removing the API key',
  'settings.testConnection': 'Testing the connection',
  'journal.exportCsv': 'Exporting the journal',
  'journal.list': 'Reading the journal',
  'members.importCheck': 'Importing members',
  'members.import': 'Importing members',
  'members.exportCsv': 'Exporting the members',
  'members.enrol': 'Enrolling a member',
  'members.list': 'Listing the members',
  'members.update': 'Changing a member’s details',
  'members.erase': 'Erasing a member',
  'counter.scan': 'Checking in a member',
  'counter.checkIn': 'Checking in a member',
  'counter.undo': 'Undoing a check-in',
  'display.link': 'Opening the customer display',
  'training.practiseOffline': 'Practising offline',
  'sync.now': 'Sending the queue',
};

/** Whole areas that share one description. */
const AREA: Record<string, string> = {
  templates: 'Working with templates and programs',
  loyalty: 'Working with templates and programs',
  drafts: 'Working with templates and programs',
  batches: 'Working with templates and programs',
  staff: 'Managing the staff',
  members: 'Working with members',
  counter: 'Working at the counter',
  queue: 'Working with the queue',
};

export function actionOf(channel: ListedChannel): string {
  return ACTION[channel] ?? AREA[channel.split('.')[0] ?? ''] ?? 'Working at the station';
}
