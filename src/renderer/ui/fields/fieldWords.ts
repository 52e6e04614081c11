// A program's member field as a person reads it: the fields most programs ask for (name, phone,
// e-mail, PIN…) in the page's language; any other by the name the program gave it.
import { fieldLabel } from '@shared/members/enrolForm';
import type { MessageId } from '@shared/i18n/messageId';
import type { Say } from '../../i18n/useT';

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

export function fieldWords(name: string, t: Say): string {
  const known = KNOWN_FIELDS[name.replace(/[\s_-]+/g, '').toLowerCase()];
  return known ? t(known) : fieldLabel(name);
}
