// The counter's next step once asked for: the enrolment form takes what is known of the person
// (an archived member's details) with it, once; a step asked without them starts blank.
import { beforeEach, describe, expect, it } from 'vitest';
import { useUnknownCode } from '../../../src/renderer/state/unknownCode';

beforeEach(() => useUnknownCode.setState({ read: null, next: null }));

describe('the next step asked for', () => {
  it('carries an archived member’s details to the enrolment form, taken once', () => {
    const store = useUnknownCode.getState();
    store.ask('enrol', { name: 'Margaret Hamilton', phone: '+44 20 7946 0958' });
    expect(store.take('search')).toBeNull();
    expect(store.take('enrol')).toEqual({
      text: '',
      known: { name: 'Margaret Hamilton', phone: '+44 20 7946 0958' },
    });
    expect(store.take('enrol')).toBeNull();
  });

  it('asks with the code read and nothing known when none was given', () => {
    const store = useUnknownCode.getState();
    store.unknown(' 4711 ');
    store.ask('search');
    expect(store.take('search')).toEqual({ text: '4711', known: {} });
  });
});
