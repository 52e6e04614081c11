// Listens to the whole window for a keyboard-wedge scanner, wherever focus is. Printable keys
// are held for a moment in the capture phase, before any field or shortcut sees them: a burst
// becomes one scan and never reaches the field, a person's keys are put back where they went.
import {
  defaultWedgeOptions,
  isCutOffStart,
  WedgeBuffer,
  type HeldKey,
  type WedgeOptions,
  type WedgeVerdict,
} from './wedgeBuffer';
import { isTextEntry, replayedEvents, replayTyping, retractTyping } from './replayTyping';

/** Keys a scanner may send after the code; they end the burst and are swallowed with it. */
const terminators = new Set(['Enter', 'Tab']);

export interface WedgeListenOptions extends Partial<WedgeOptions> {
  /**
   * Keys that start while a text field has focus go to the field as typed, scans included: a
   * screen whose field waits for a scanned code (the Archive screen's) keeps it.
   */
  readonly passToTextEntry?: boolean;
  /**
   * With `passToTextEntry`: a scan into a text field that this takes (a staff badge) is a scan;
   * every other one still goes to the field as typed. Keys in a field are then held like others.
   */
  readonly takeFromTextEntry?: (text: string) => boolean;
}

export function listenForWedgeScans(
  onScan: (text: string) => void,
  options: WedgeListenOptions = {},
  target: Window = window,
): () => void {
  const settings = { ...defaultWedgeOptions, ...options };
  const buffer = new WedgeBuffer(settings);
  let heldFor: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastKeyAt = 0;
  let runStartedAt = 0;
  /** The last keys given back as typing, while nothing else has been pressed since. */
  let givenBack: { keys: readonly HeldKey[]; to: Element | null } | null = null;

  const settle = (verdict: WedgeVerdict) => {
    clearTimeout(timer);
    timer = undefined;
    const to = heldFor;
    heldFor = null;
    if (verdict.kind === 'scan' && keepsInField(to, verdict.text)) {
      const keys = [...verdict.text].map((key): HeldKey => ({ key, at: 0 }));
      replayTyping(to, keys);
      givenBack = null;
      return { kind: 'typing', keys } satisfies WedgeVerdict;
    }
    if (verdict.kind === 'scan') {
      let text = verdict.text;
      if (givenBack && isCutOffStart(givenBack.keys, runStartedAt, settings)) {
        const start = givenBack.keys.map((k) => k.key).join('');
        retractTyping(givenBack.to, start);
        text = start + text;
      }
      givenBack = null;
      onScan(text);
    } else {
      replayTyping(to, verdict.keys);
      givenBack = { keys: verdict.keys, to };
    }
    return verdict;
  };

  /** A scan that goes to the field it was typed in, as `passToTextEntry` says. */
  const keepsInField = (to: Element | null, text: string) =>
    options.passToTextEntry === true &&
    to !== null &&
    isTextEntry(to) &&
    !(options.takeFromTextEntry?.(text) ?? false);

  const onTimer = () => {
    const now = performance.now();
    if (buffer.isHoldOver(now)) settle(buffer.release());
    else timer = setTimeout(onTimer, buffer.holdMs - (now - lastKeyAt));
  };

  const swallow = (event: KeyboardEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (replayedEvents.has(event) || event.isComposing) return;
    const passes = options.passToTextEntry && !options.takeFromTextEntry;
    if (passes && !buffer.isHolding && isTextEntryFocused()) return;
    // The key's own time says whether the held run had ended before it was pressed: a busy page
    // runs the hold's timer late, after keys pressed long after the run ended.
    if (buffer.isHoldOver(event.timeStamp)) settle(buffer.release());
    const printable = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    // A space that starts a run on a button or checkbox is the person pressing it: held and
    // replayed, it would lose its default action, so it passes.
    const pressesControl = event.key === ' ' && !buffer.isHolding && !isTextEntryFocused();
    if (printable && !event.repeat && !pressesControl) {
      if (!buffer.isHolding) {
        heldFor = document.activeElement;
        runStartedAt = event.timeStamp;
      }
      buffer.hold(event.key, event.timeStamp, { code: event.code, shiftKey: event.shiftKey });
      lastKeyAt = event.timeStamp;
      swallow(event);
      clearTimeout(timer);
      timer = setTimeout(onTimer, buffer.holdMs);
      return;
    }
    if (!buffer.isHolding) {
      // A key the person pressed themselves: what was given back before it stays theirs.
      givenBack = null;
      return;
    }
    if (terminators.has(event.key)) {
      const verdict = settle(buffer.release(event.timeStamp));
      if (verdict.kind === 'scan') swallow(event);
      return;
    }
    // Any other key (Backspace, arrows, a shortcut) ends the run; the held keys go first so
    // they land before it, in the order they were pressed.
    settle(buffer.release());
  };

  target.addEventListener('keydown', onKeyDown, { capture: true });
  return () => {
    target.removeEventListener('keydown', onKeyDown, { capture: true });
    if (buffer.isHolding) settle(buffer.release());
  };
}

function isTextEntryFocused(): boolean {
  return document.activeElement !== null && isTextEntry(document.activeElement);
}
