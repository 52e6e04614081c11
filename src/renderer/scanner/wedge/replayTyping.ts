// Puts a person's held keys back where they were typed, as if they had never been held: text
// into the field that had focus, other keys re-sent to the element so shortcuts still work.
import type { HeldKey } from './wedgeBuffer';

/** Keys PassDesk re-sends itself; the wedge listener lets these through untouched. */
export const replayedEvents = new WeakSet<Event>();

export function replayTyping(target: Element | null, keys: readonly HeldKey[]): void {
  if (keys.length === 0) return;
  if (target && isTextEntry(target)) {
    insertText(target, keys.map((k) => k.key).join(''));
    return;
  }
  const to = target ?? document.body;
  for (const { key } of keys) {
    const event = new KeyboardEvent('keydown', {
      key,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
    replayedEvents.add(event);
    to.dispatchEvent(event);
  }
}

export function isTextEntry(
  element: Element,
): element is HTMLInputElement | HTMLTextAreaElement | HTMLElement {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) {
    const textTypes = ['text', 'search', 'email', 'url', 'tel', 'password', 'number'];
    return textTypes.includes(element.type) && !element.readOnly && !element.disabled;
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Takes back text `replayTyping` just put into a field, when it turns out to have been the start
 * of a scan. Only if it is still there, right before the caret; otherwise the field is left be.
 */
export function retractTyping(target: Element | null, text: string): void {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  const end = target.selectionStart;
  if (end === null || end !== target.selectionEnd) return;
  const start = end - text.length;
  if (start < 0 || target.value.slice(start, end) !== text) return;
  if (document.activeElement === target) {
    target.setSelectionRange(start, end);
    if (document.execCommand('delete')) return;
  }
  target.setRangeText('', start, end, 'end');
  target.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }),
  );
}

function insertText(target: Element, text: string): void {
  if (document.activeElement === target) {
    // insertText goes through the browser's editing path: the caret, the undo stack and the
    // input events frameworks listen to (React's onChange) all behave as for typed keys.
    if (document.execCommand('insertText', false, text)) return;
  }
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? target.value.length;
    target.setRangeText(text, start, end, 'end');
    target.dispatchEvent(
      new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }),
    );
  }
}
