// What the status bar says of the store's other stations: those sharing now, those paired but out
// of reach, and whether sharing is paused.
import type { StoreStatus } from '@shared/ipc/storeContract';

export interface PeerWords {
  /** The names of the stations sharing with this one now; null when none. */
  linked: readonly string[] | null;
  /** The names of paired stations not reached; null when none. */
  away: readonly string[] | null;
  /** Whether a manager has paused sharing: the station works alone. */
  paused: boolean;
}

/** Null when there is nothing to say: a station alone, or one whose tills are all strangers. */
export function peerWords(status: StoreStatus | null): PeerWords | null {
  if (!status) return null;
  // A station seen but never paired is no part of the store: the bar names only the store's own.
  const linked = status.peers.filter((p) => p.state === 'linked').map((p) => p.name);
  const away = status.peers.filter((p) => p.state === 'away').map((p) => p.name);
  const words: PeerWords = {
    linked: status.sharing && linked.length > 0 ? linked : null,
    away: status.sharing && away.length > 0 ? away : null,
    // A station alone has nothing to pause: the words are for a till that belongs to a store.
    paused: !status.sharing && status.paired,
  };
  return words.linked || words.away || words.paused ? words : null;
}
