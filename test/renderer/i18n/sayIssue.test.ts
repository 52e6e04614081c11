// A form shows a shared schema's problem in the page's language, with the schema's own bound.
import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { changeReason } from '@shared/counter/reasons';
import { CATALOGUES } from '@shared/i18n/everyLanguage';
import { translatorFor } from '@shared/i18n/translate';
import { setActiveTranslator } from '../../../src/renderer/i18n/messages';
import { sayIssue } from '../../../src/renderer/i18n/sayIssue';

afterEach(() => setActiveTranslator(translatorFor('en', CATALOGUES.en)));

it('says an id from the catalogue with its bound, and zod’s own words as they are', () => {
  setActiveTranslator(translatorFor('fr', CATALOGUES.fr));
  const tooLong = changeReason.safeParse('a'.repeat(201)).error!.issues[0]!;
  expect(sayIssue(tooLong)).toBe('un motif a au plus 200 caractères');
  const own = z.string().safeParse(5).error!.issues[0]!;
  expect(sayIssue(own)).toBe(own.message);
});
