// A program's member field as a person reads it: the fields most programs ask for (name, phone,
// e-mail, PIN…) in the page's language; any other by the name the program gave it.
import { fieldLabel } from '@shared/members/enrolForm';
import { fieldWordsId } from '@shared/members/fieldWords';
import type { Say } from '../../i18n/useT';

export function fieldWords(name: string, t: Say): string {
  const known = fieldWordsId(name);
  return known ? t(known) : fieldLabel(name);
}
