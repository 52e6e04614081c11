// When the person signed in is asked to change their PIN, why, and the form they change it with:
// the current PIN, and the new one typed twice alike. An owner's or a manager's new PIN needs
// LONG_PIN_DIGITS digits: the core says so with the field, and the form shows it there.
import { z } from 'zod';
import type { MessageId } from '@shared/i18n/messageId';
import { staffPin, type PinToChange, type SessionView } from '@shared/ipc/staffContract';

export const PIN_REASONS: Readonly<Record<PinToChange, MessageId>> = {
  exposed: 'shell.changePin.exposed',
  short: 'shell.changePin.short',
};

/**
 * Why the screen asks now, or null: nothing asked, or the person chose "Not now" at this
 * sign-in (`later`: their id). The core asks again at their next sign-in.
 */
export function pinAsked(view: SessionView | null, later: string | null): PinToChange | null {
  const person = view?.person;
  if (!person?.changePin || person.id === later) return null;
  return person.changePin;
}

export const changePinForm = z
  .object({
    pin: z.string().min(1, 'shell.changePin.currentNeeded'),
    newPin: staffPin,
    newPinAgain: z.string(),
  })
  .refine((form) => form.newPin === form.newPinAgain, {
    path: ['newPinAgain'],
    message: 'shell.changePin.pinsDiffer',
  });
export type ChangePinForm = z.input<typeof changePinForm>;
