// A member's name inside a sentence is isolated from the words around it: Arabic's "for" (لـ)
// is written onto the word after it, and a Latin name there must keep its own direction.
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE } from '@shared/i18n/isolate';
import type { MemberView, OutboxItemView } from '@shared/ipc/views';
import { undoneFeedback } from '../../../src/renderer/ui/counterText';
import { phraseIn } from '../../../src/renderer/state/counterPhrase';

const member = {
  dynamicFields: { firstName: 'Margaret', lastName: 'Hamilton' },
} as unknown as MemberView;
const item = {
  checkIn: { action: { kind: 'increment' } },
  summary: '+1',
} as unknown as OutboxItemView;

describe('a name in a sentence', () => {
  it('is isolated after the Arabic "for" when an undo is told', () => {
    const arabic = translatorOf('ar');
    for (const outcome of ['discarded', 'corrected'] as const) {
      const told = phraseIn(arabic.t, undoneFeedback(item, outcome, member, null).detail);
      expect(told).toContain(
        `لـ${FIRST_STRONG_ISOLATE}Margaret Hamilton${POP_DIRECTIONAL_ISOLATE}`,
      );
      expect(told).not.toContain('لـMargaret');
    }
  });

  it('keeps "this member" in the page’s own words when no name is known', () => {
    const english = translatorOf('en');
    const told = phraseIn(
      english.t,
      undoneFeedback(item, 'discarded', { dynamicFields: {} } as unknown as MemberView, null)
        .detail,
    );
    expect(told).not.toContain(FIRST_STRONG_ISOLATE);
  });
});
