// What the status bar says about the connection: one statement per state, training included.
import type { MessageId } from '@shared/i18n/messageId';
import type { SyncStatus } from '@shared/ipc/views';
import { shapePhrase, type Phrase } from '../state/counterPhrase';

export interface StatusWords {
  /** Colours the dot: a training station without a key is neither online nor broken. */
  connection: 'online' | 'offline' | 'paused' | 'training';
  connectionSays: MessageId;
  /** The training badge; null on a live station. */
  training: MessageId | null;
  /** What the badge says under its title: whose passes a training station with a service uses. */
  trainingDetail: MessageId | null;
  /** A problem that stops the whole queue, shown as an error (main's words); null when none. */
  problem: Phrase | null;
}

export function statusWords(status: SyncStatus, training: boolean): StatusWords {
  // Training without a key and without a training service is practice, not a fault: nothing is
  // sent anywhere, and the one thing to say is how to go live.
  if (training && status.paused?.reason === 'noKey') {
    return {
      connection: 'training',
      connectionSays: 'shell.status.trainingNoKey',
      training: 'shell.status.training',
      trainingDetail: null,
      problem: null,
    };
  }
  const connection = status.paused ? 'paused' : status.online ? 'online' : 'offline';
  return {
    connection,
    connectionSays: status.paused
      ? 'shell.status.paused'
      : status.online
        ? 'shell.status.online'
        : 'shell.status.offline',
    training: training ? 'shell.status.training' : null,
    trainingDetail: training ? 'shell.status.trainingDemoOnly' : null,
    problem: status.paused ? shapePhrase(status.paused) : null,
  };
}
