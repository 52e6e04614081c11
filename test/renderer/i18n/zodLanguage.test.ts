// zod's own messages follow the page's language, one locale fetched at a time, the latest wins.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { speakZodIn } from '../../../src/renderer/i18n/zodLanguage';

const zodSays = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error!.issues[0]!.message;

afterEach(async () => {
  await speakZodIn('en');
});

describe('zod in the page’s language', () => {
  it('says a problem no schema names by id in German, then in Arabic', async () => {
    await speakZodIn('de');
    expect(zodSays(z.string(), 5)).toMatch(/^Ungültige Eingabe/);
    await speakZodIn('ar');
    expect(zodSays(z.string().max(3), 'abcdef')).toMatch(/أكبر من اللازم|كبير/);
  });

  it('keeps the language asked for last when locales arrive out of order', async () => {
    const slow = speakZodIn('fr');
    await speakZodIn('es');
    await slow;
    expect(zodSays(z.number(), 'x')).toMatch(/^Entrada inválida/);
  });

  it('speaks English for the pseudo-locale', async () => {
    await speakZodIn('de');
    await speakZodIn('en-XA');
    expect(zodSays(z.string(), 5)).toMatch(/^Invalid input/);
  });
});
