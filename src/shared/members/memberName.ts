// A member's name as people read it, from whatever fields their program's template declares.
const NAME_FIELDS = ['name', 'fullName', 'full_name', 'displayName', 'display_name'];
const FIRST = ['firstName', 'first_name', 'givenName', 'given_name'];
const LAST = ['lastName', 'last_name', 'familyName', 'family_name', 'surname'];

const pick = (fields: Record<string, string>, keys: string[]): string =>
  keys.map((k) => fields[k]?.trim()).find((v) => v) ?? '';

/** '' when the member's fields say nothing that reads as a name. */
export function memberName(fields: Record<string, string> | null | undefined): string {
  if (!fields) return '';
  const whole = pick(fields, NAME_FIELDS);
  if (whole) return whole;
  return [pick(fields, FIRST), pick(fields, LAST)].filter(Boolean).join(' ');
}
