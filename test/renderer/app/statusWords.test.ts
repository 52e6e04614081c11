// The status bar says one coherent thing about the connection, in training as on a live station.
import { describe, expect, it } from 'vitest';
import { english } from '../../../src/shared/i18n/everyLanguage';
import { statusWords as idsOf } from '../../../src/renderer/app/statusWords';
import { syncStatus } from '../../fixtures/syncStatus';

const base = syncStatus();

/** The words as an English station says them. */
function statusWords(...args: Parameters<typeof idsOf>) {
  const { connectionSays, ...ids } = idsOf(...args);
  return {
    ...ids,
    connectionText: english.t(connectionSays),
    training: ids.training && english.t(ids.training),
    trainingDetail: ids.trainingDetail && english.t(ids.trainingDetail),
  };
}
const noKey = { reason: 'noKey', message: 'No API key is set; add one in Settings.' } as const;

describe('statusWords', () => {
  it('in training without a key says training and how to go live, with no pause and no error', () => {
    const words = statusWords({ ...base, online: false, paused: noKey }, true);
    expect(words).toEqual({
      connection: 'training',
      connectionText: 'Nothing is sent until an API key is set in Settings',
      training: 'Training mode',
      trainingDetail: null,
      problem: null,
    });
    expect(JSON.stringify(words)).not.toMatch(/paused|No API key is set/i);
  });

  it('in training with its service says training and the service connection', () => {
    expect(statusWords(base, true)).toMatchObject({
      connection: 'online',
      connectionText: 'Online',
      training: 'Training mode',
      trainingDetail: 'demo members only',
      problem: null,
    });
    expect(statusWords({ ...base, online: false }, true).connectionText).toBe('Offline');
  });

  it('on a live station a refused key pauses the queue and says why', () => {
    const refused = { reason: 'auth', message: 'The service refused the API key.' } as const;
    expect(statusWords({ ...base, paused: refused }, false)).toEqual({
      connection: 'paused',
      connectionText: 'Sync paused',
      training: null,
      trainingDetail: null,
      problem: 'The service refused the API key.',
    });
    expect(statusWords({ ...base, paused: noKey }, false).problem).toBe(noKey.message);
  });

  it('gives the core’s words for a paused queue when it sent them, so the page says them', () => {
    const said = { id: 'main.api.keyRefused' } as const;
    const paused = { reason: 'auth', message: 'English for the log', said } as const;
    expect(statusWords({ ...base, paused }, false).problem).toEqual(said);
  });
});
