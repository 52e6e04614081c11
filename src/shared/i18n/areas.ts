// The catalogues' areas: each key starts with its area's name and a dot, and each area has one
// JSON file per locale under messages/<area>/.
export const MESSAGE_AREAS = [
  'common', // words many screens use: loading, something went wrong
  'shell', // the app frame, navigation, status bar, the scanner, shared fields and dialogs
  'counter', // the counter, the customer display, the stamp card and a member's story
  'templates', // pass and loyalty templates
  'insights', // insights, the queue, the archive, credits
  'members', // members and enrolment, staff, sign-in and the lock
  'settings', // the settings screen, stores and tills
  'main', // the core's messages to a person (service, sync, outbox, images), the schemas' messages
  'store', // the store's stations, staff and member records in the core, CSV headers
  'pass', // the pass page, the web host's pages, the desktop shell, the setup script
] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** What the counter, the customer display and the sign-in draw with: the renderer's first paint
 *  waits for these areas only, and the rest of the language follows right after. */
export const FIRST_PAINT_AREAS = [
  'common',
  'shell',
  'counter',
] as const satisfies readonly MessageArea[];
