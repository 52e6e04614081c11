// The status bar's part for the store: the tills in sight, those away, sharing paused, and the
// conflicts between tills waiting on the Queue screen. Nothing at all for a station alone.
import { useStoreStatus } from '../stores/storeStatus';
import { navigate } from '../stores/location';
import { PATHS } from './paths';
import { peerWords } from './peerWords';

export function StorePeers() {
  const words = peerWords(useStoreStatus((s) => s.status));
  if (!words) return null;
  const said = [words.linked, words.away, words.paused].filter(Boolean).join('; ');
  return (
    <>
      {said && (
        // The whole list stays in the text (read out, and in the tooltip) when the bar cuts it.
        <span className="status-peers" data-testid="status-peers" title={said}>
          {words.linked && <span data-testid="status-peers-linked">{words.linked}</span>}
          {words.away && (
            <span className="status-peers__away" data-testid="status-peers-away">
              {words.away}
            </span>
          )}
          {words.paused && <span data-testid="status-peers-paused">{words.paused}</span>}
        </span>
      )}
      {words.conflicts && (
        <button
          type="button"
          className="status-button"
          onClick={() => navigate(PATHS.queue)}
          data-testid="status-conflicts"
        >
          {words.conflicts}
        </button>
      )}
    </>
  );
}
