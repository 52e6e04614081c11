// A PIN refusal crosses to the renderer as words to say, not English: read in Arabic it names
// the tries left and the wait with Arabic plurals, and its English stays the log's message.
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { FREE_TRIES } from '../../../../src/main/core/staff/roster';
import { refusal, staffSetUp } from './staffSetUp';

describe('a refused PIN', () => {
  it('reads in Arabic, with the tries left and then the wait', async () => {
    const { open } = staffSetUp();
    const { roster } = open();
    const ada = await roster.add('Ada', 'owner', '1357');
    const arabic = translatorOf('ar');

    const first = await refusal(roster.judgePin(ada.id, '0000'));
    expect(first.said).toEqual({ id: 'store.pin.wrong', values: { tries: FREE_TRIES - 1 } });
    expect(first.message).toBe(
      `That PIN is not right; ${FREE_TRIES - 1} more tries before a wait.`,
    );
    // Arabic's plural forms, not English's: "few" for four tries left, "one" for the last.
    expect(FREE_TRIES).toBe(5);
    expect(arabic.say(first.said!)).toBe('رمز PIN هذا غير صحيح؛ بقيت 4 محاولات قبل الانتظار.');
    await refusal(roster.judgePin(ada.id, '0000'));
    await refusal(roster.judgePin(ada.id, '0000'));
    const last = await refusal(roster.judgePin(ada.id, '0000'));
    expect(arabic.say(last.said!)).toBe('رمز PIN هذا غير صحيح؛ بقيت محاولة واحدة قبل الانتظار.');
    expect(last.message).toBe('That PIN is not right; 1 more try before a wait.');

    const waiting = await refusal(roster.judgePin(ada.id, '0000'));
    expect(waiting.said).toEqual({ id: 'store.pin.wrongWait', values: { unit: 'second', n: 30 } });
    expect(arabic.say(waiting.said!)).toBe(
      'رمز PIN هذا غير صحيح. رموز PIN خاطئة كثيرة: حاول مرة أخرى بعد 30 ثانية.',
    );
    const during = await refusal(roster.judgePin(ada.id, '1357'));
    expect(during.kind).toBe('rateLimited');
    expect(arabic.say(during.said!)).toBe('رموز PIN خاطئة كثيرة: حاول مرة أخرى بعد 30 ثانية.');
    expect(during.message).toBe('Too many wrong PINs: try again in 30 seconds.');
  });
});
