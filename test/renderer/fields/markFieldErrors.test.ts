// The core's refusal of a member's values, put back on the form's fields in the page's language:
// the words the core names by id are said here, its English only where it has no words of its own.
import { expect, it } from 'vitest';
import german from '@shared/i18n/catalogues/de';
import { AppError } from '@shared/ipc/errors';
import type { Messages } from '@shared/i18n/messageId';
import { translatorFor } from '@shared/i18n/translate';
import type { EnrolField } from '@shared/members/enrolForm';
import { setActiveTranslator } from '../../../src/renderer/i18n/messages';
import { markFieldErrors } from '../../../src/renderer/ui/fields/EnrolFieldInputs';

const FIELDS: EnrolField[] = [
  { name: 'name', kind: 'text', required: true, maxLength: 100 },
  { name: 'shoe', kind: 'text', required: false, maxLength: 100 },
] as EnrolField[];

it('says each refused field in the page’s language, and skips fields the form does not have', () => {
  setActiveTranslator(translatorFor('de', german as Messages));
  const refusal = new AppError('invalid', 'Name is needed: the pass shows it; shoe: odd', {
    fields: { name: 'Name is needed: the pass shows it', shoe: 'odd', height: 'no such field' },
    fieldsSaid: { name: { id: 'members.enrol.required', values: { field: 'Name' } } },
  });
  const marked: Record<string, string | undefined> = {};
  markFieldErrors(refusal, FIELDS, (name, error) => (marked[name] = error.message));
  expect(marked).toEqual({ name: 'Name fehlt: der Pass zeigt es an', shoe: 'odd' });
});

it('leaves the form alone for a failure that is not a refusal of its values', () => {
  const marked: string[] = [];
  markFieldErrors(new Error('offline'), FIELDS, (name) => marked.push(name));
  markFieldErrors(new AppError('invalid', 'x', { fields: 'not a map' }), FIELDS, (name) =>
    marked.push(name),
  );
  expect(marked).toEqual([]);
});
