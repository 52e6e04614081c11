// The member fields most programs ask for (name, phone, e-mail, PIN…) by the catalogue id of their
// words, so a form's label and a message naming the field say it in the reader's language.
import type { MessageId } from '../i18n/messageId';

const KNOWN_FIELDS: Readonly<Record<string, MessageId>> = {
  name: 'members.field.name',
  fullname: 'members.field.name',
  firstname: 'members.field.firstName',
  lastname: 'members.field.lastName',
  surname: 'members.field.lastName',
  phone: 'members.field.phone',
  mobile: 'members.field.phone',
  email: 'members.field.email',
  pin: 'members.field.pin',
  birthday: 'members.field.birthday',
  postcode: 'members.field.postcode',
  zip: 'members.field.postcode',
};

/** The catalogue id of a program field's words, or null for a field only the program names. */
export function fieldWordsId(name: string): MessageId | null {
  return KNOWN_FIELDS[name.replace(/[\s_-]+/g, '').toLowerCase()] ?? null;
}
