// What the status bar says of the store's other stations: those sharing now, those paired but out
// of reach, whether sharing is paused, and the conflicts a manager has to decide.
import type { StoreStatus } from '@shared/ipc/storeContract';
import { countOf } from '@shared/words/plural';

export interface PeerWords {
  /** The stations sharing with this one now: "Till 2 · Till 3"; null when none. */
  linked: string | null;
  /** Paired stations not reached: "Till 4 away"; null when none. */
  away: string | null;
  /** Said while a manager has paused sharing: the station works alone. */
  paused: string | null;
  /** "1 conflict between tills"; null when none waits. */
  conflicts: string | null;
}

/** Null when there is nothing to say: a station alone, sharing, with no conflict. */
export function peerWords(status: StoreStatus | null): PeerWords | null {
  if (!status) return null;
  // A station seen but never paired is no part of the store: the bar names only the store's own.
  const linked = status.peers.filter((p) => p.state === 'linked').map((p) => p.name);
  const away = status.peers.filter((p) => p.state === 'away').map((p) => p.name);
  const words: PeerWords = {
    linked: status.sharing && linked.length > 0 ? linked.join(' · ') : null,
    away: status.sharing && away.length > 0 ? `${away.join(', ')} away` : null,
    // A station alone has nothing to pause: the words are for a till that belongs to a store.
    paused: !status.sharing && status.paired ? 'Sharing with other tills paused' : null,
    conflicts:
      status.openConflicts > 0
        ? `${countOf(status.openConflicts, 'conflict')} between tills`
        : null,
  };
  return words.linked || words.away || words.paused || words.conflicts ? words : null;
}
