// Whether a person's PIN, as it is now, was held by a till the owner forgot: the same salt as the
// hash that till held. A new PIN has a new salt, so the person leaves every notice at once.
import type { StoredPerson } from './staffFile';

/** A forgotten till's people, each by the salt their PIN had when it was forgotten. */
export interface HeldPins {
  people: readonly { id: string; salt: string }[];
}

export function heldByForgotten(notices: readonly HeldPins[], person: StoredPerson): boolean {
  return notices.some((notice) =>
    notice.people.some((held) => held.id === person.id && held.salt === person.pin.salt),
  );
}
