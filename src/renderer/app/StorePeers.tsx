// The status bar's part for the store: the tills in sight, those away, and sharing paused.
// Nothing at all for a station alone.
import { useStoreStatus } from '../stores/storeStatus';
import { countOf } from '@shared/words/plural';
import { peerWords } from './peerWords';

export function StorePeers() {
  const words = peerWords(useStoreStatus((s) => s.status));
  if (!words) return null;
  const said = [words.linked, words.away, words.paused].filter(Boolean).join('; ');
  return (
    // The whole list stays in the text (read out, and in the tooltip) when the bar cuts it.
    <span className="status-peers" data-testid="status-peers" title={said}>
      {words.linked && <span data-testid="status-peers-linked">{words.linked}</span>}
      {words.away && <span data-testid="status-peers-away">{words.away}</span>}
      {words.paused && <span data-testid="status-peers-paused">{words.paused}</span>}
    </span>
  );
}

/** Inside "need attention": how many of them are conflicts between tills (read out always). */
export function ConflictsNamed({ count }: { count: number }) {
  return (
    <span className="status-wide" data-testid="status-conflicts">
      {' '}
      ({countOf(count, 'conflict')} between tills)
    </span>
  );
}
