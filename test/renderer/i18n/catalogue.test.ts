// The renderer's catalogues arrive in two parts: the first paint's areas, then the rest. Each part
// holds exactly its areas' words, the two make the whole catalogue, and a part says which
// messages are still coming rather than showing their ids.
import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { FIRST_PAINT_AREAS } from '@shared/i18n/areas';
import german from '@shared/i18n/catalogues/de';
import english from '@shared/i18n/catalogues/en';
import {
  firstWordsOf,
  loadedCatalogue,
  markPartial,
  messagesOf,
  stillComing,
} from '../../../src/renderer/i18n/catalogue';

const AREA_FILES = import.meta.glob<Record<string, string>>(
  '../../../src/shared/i18n/messages/*/*.json',
  { eager: true, import: 'default' },
);
const idsOf = (areas: readonly string[], locale: string) =>
  areas.flatMap((area) =>
    Object.keys(AREA_FILES[`../../../src/shared/i18n/messages/${area}/${locale}.json`]!),
  );

describe('a language loaded for the first paint', () => {
  it('holds its first areas only, and then every word once the rest is asked for', async () => {
    const first = await firstWordsOf('de');
    expect(first.complete).toBe(false);
    expect(Object.keys(first.messages).sort()).toEqual(idsOf(FIRST_PAINT_AREAS, 'de').sort());
    expect(first.messages['counter.title' as keyof typeof first.messages]).toBe(
      german['counter.title'],
    );
    expect(loadedCatalogue('de')).toBe(first);

    const whole = await messagesOf('de');
    expect(whole).toEqual(german);
    expect(loadedCatalogue('de')).toEqual({ messages: whole, complete: true });
    // Asked again, the whole stays: the first part is not fetched over it.
    expect(await firstWordsOf('de')).toEqual({ messages: whole, complete: true });
  });

  it('is loaded once however often it is asked for at the same time', async () => {
    const [a, b] = await Promise.all([firstWordsOf('fr'), firstWordsOf('fr')]);
    expect(a).toBe(b);
    const [c, d] = await Promise.all([messagesOf('fr'), messagesOf('fr')]);
    expect(c).toBe(d);
  });

  it('in the pseudo-locale is the first areas of English, accented and bracketed', async () => {
    const first = await firstWordsOf('en-XA');
    const ids = Object.keys(first.messages);
    expect(ids.sort()).toEqual(idsOf(FIRST_PAINT_AREAS, 'en').sort());
    const title = first.messages['counter.title' as keyof typeof first.messages];
    expect(title).toMatch(/^\[.+·+\]$/);
    expect(title).not.toContain(english['counter.title']);
    expect(Object.keys(await messagesOf('en-XA')).length).toBe(Object.keys(english).length);
  });
});

describe('a message still coming', () => {
  it('is one a part lacks; a whole catalogue lacks nothing that is coming', () => {
    const messages: Record<string, string> = { 'counter.title': 'Counter' };
    const part = createIntl({ locale: 'en', messages });
    const whole = createIntl({ locale: 'en', messages });
    markPartial(part);
    expect(stillComing(part, 'members.title')).toBe(true);
    expect(stillComing(part, 'counter.title')).toBe(false);
    expect(stillComing(whole, 'members.title')).toBe(false);
  });
});
