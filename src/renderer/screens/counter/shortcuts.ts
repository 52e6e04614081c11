// The counter's keyboard shortcuts: one table read by the key handler and shown on the buttons.
// The labels are the keys' own names as printed on the keyboard, the same in every language.

export const SHORTCUTS = {
  increment: { label: '+', keys: ['+', 'Add'] },
  setCount: { label: 'F2', keys: ['F2'] },
  message: { label: 'F3', keys: ['F3'] },
  redeem: { label: 'F4', keys: ['F4'] },
  undo: { label: 'F8', keys: ['F8'] },
  scanEntry: { label: 'F6', keys: ['F6'] },
  findMember: { label: 'F7', keys: ['F7'] },
  enrol: { label: 'F9', keys: ['F9'] },
} as const;

export type ShortcutAction = keyof typeof SHORTCUTS;

/** The action a key press asks for; keys typed into a text field belong to the field, except F-keys. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
  inField: boolean,
): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  for (const [action, shortcut] of Object.entries(SHORTCUTS) as [
    ShortcutAction,
    (typeof SHORTCUTS)[ShortcutAction],
  ][]) {
    if (!(shortcut.keys as readonly string[]).includes(event.key)) continue;
    if (inField && !event.key.startsWith('F')) return null;
    return action;
  }
  return null;
}
