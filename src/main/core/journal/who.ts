// Who did something, as every list names them: the person signed in, "any cashier" when the store
// let a cashier act with nobody signed in, or the role for lines written before staff were kept.

/** What a journal line keeps of who wrote it. */
export interface LineAuthor {
  role: string | null;
  staffName: string | null;
  /** Written before staff were kept: a cashier line then names no one, and is not "any cashier". */
  beforeStaff: boolean;
}

export const ANY_CASHIER = 'any cashier';

/** The person, or "any cashier"; null when only the role is known. */
export function personOf(line: LineAuthor): string | null {
  if (line.staffName) return line.staffName;
  if (!line.beforeStaff && line.role === 'cashier') return ANY_CASHIER;
  return null;
}

/** The person, else the role; empty when neither was kept. */
export const orRole = (person: string | null, role: string | null): string => person ?? role ?? '';

export const whoOf = (line: LineAuthor): string => orRole(personOf(line), line.role);
