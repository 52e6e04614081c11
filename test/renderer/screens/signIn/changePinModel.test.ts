// When the person signed in is asked to change their PIN, and the form's own checks before the
// core judges the rest (the current PIN, a new one long enough for the role).
import { describe, expect, it } from 'vitest';
import type { SessionView } from '@shared/ipc/staffContract';
import { changePinForm, pinAsked } from '../../../../src/renderer/screens/signIn/changePinModel';

const view = (person: SessionView['person']): SessionView => ({
  person,
  whenNobody: 'signIn',
  role: person?.role ?? null,
  people: [],
  idleMinutes: 10,
  problem: null,
});

describe('pinAsked', () => {
  it('asks the person signed in, for the core’s reason, unless they chose “Not now”', () => {
    const mia = { id: 'p1', name: 'Mia', role: 'manager' as const };
    expect(pinAsked(view({ ...mia, changePin: 'short' }), null)).toBe('short');
    expect(pinAsked(view({ ...mia, changePin: 'exposed' }), 'someone-else')).toBe('exposed');
    expect(pinAsked(view({ ...mia, changePin: 'exposed' }), 'p1')).toBeNull();
    expect(pinAsked(view(mia), null)).toBeNull();
    expect(pinAsked(view(null), null)).toBeNull();
    expect(pinAsked(null, null)).toBeNull();
  });
});

describe('changePinForm', () => {
  const issues = (form: unknown) => {
    const parsed = changePinForm.safeParse(form);
    return parsed.success
      ? []
      : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  it('takes the current PIN and a new one typed twice alike', () => {
    expect(issues({ pin: '1357', newPin: '975310', newPinAgain: '975310' })).toEqual([]);
  });

  it('says which field to fix', () => {
    expect(issues({ pin: '', newPin: '975310', newPinAgain: '975310' })).toEqual([
      'pin: shell.changePin.currentNeeded',
    ]);
    expect(issues({ pin: '1357', newPin: '97a5', newPinAgain: '97a5' })).toEqual([
      'newPin: main.schema.pinDigits',
    ]);
    expect(issues({ pin: '1357', newPin: '975310', newPinAgain: '975311' })).toEqual([
      'newPinAgain: shell.changePin.pinsDiffer',
    ]);
  });
});
