// The enrolment form's problems as Saids: the schema names each by a catalogue id, and this adds
// the field's label (with the id of its words, said in the reader's language), the station's
// country and the unknown fields' names as the message's values.
import type { z } from 'zod';
import { issueSaid } from '../i18n/issues';
import type { Said } from '../i18n/said';
import { fieldLabel } from './enrolForm';
import { fieldWordsId } from './fieldWords';
import { countryName } from './phone';

/**
 * The issue in words to say, or null for one the schema did not word (zod's own message).
 * `locale` names the station's country in the reader's language.
 */
export function enrolIssueSaid(issue: z.core.$ZodIssue, locale = 'en'): Said | null {
  const said = issueSaid(issue);
  if (said === null) return null;
  const values: Record<string, string | number> = { ...said.values };
  const name = issue.path[0];
  if (typeof name === 'string') {
    values['field'] = fieldLabel(name);
    const words = fieldWordsId(name);
    if (words) values['fieldWords'] = words;
  }
  if (issue.code === 'unrecognized_keys') values['names'] = issue.keys.join(', ');
  const country = issue.code === 'custom' ? issue.params?.['country'] : undefined;
  if (typeof country === 'string') values['country'] = countryName(country, locale);
  return { id: said.id, values };
}
