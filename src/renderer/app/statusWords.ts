// What the status bar says about the connection: one statement per state, training included.
import type { SyncStatus } from '@shared/ipc/views';

export interface StatusWords {
  /** Colours the dot: a training station without a key is neither online nor broken. */
  connection: 'online' | 'offline' | 'paused' | 'training';
  connectionText: string;
  /** The training badge; null on a live station. */
  training: string | null;
  /** A problem that stops the whole queue, shown as an error; null when there is none. */
  problem: string | null;
}

export function statusWords(status: SyncStatus, training: boolean): StatusWords {
  // Training without a key and without a training service is practice, not a fault: nothing is
  // sent anywhere, and the one thing to say is how to go live.
  if (training && status.paused?.reason === 'noKey') {
    return {
      connection: 'training',
      connectionText: 'Nothing is sent until an API key is set in Settings',
      training: 'Training mode',
      problem: null,
    };
  }
  const connection = status.paused ? 'paused' : status.online ? 'online' : 'offline';
  return {
    connection,
    connectionText: status.paused ? 'Sync paused' : status.online ? 'Online' : 'Offline',
    training: training ? 'Training mode: demo members only' : null,
    problem: status.paused?.message ?? null,
  };
}
