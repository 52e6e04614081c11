// The status bar's part for the store: the tills in sight, those away, and sharing paused.
// Nothing at all for a station alone.
import { useIntl } from 'react-intl';
import { useStoreStatus } from '../state/storeStatus';
import { useT } from '../i18n/useT';
import { peerWords } from './peerWords';

export function StorePeers() {
  const t = useT();
  const intl = useIntl();
  const words = peerWords(useStoreStatus((s) => s.status));
  if (!words) return null;
  // Names side by side, as the bar lists them; "and" would read as one sentence.
  const linked = words.linked && words.linked.join(' · ');
  const away =
    words.away && t('shell.peers.away', { names: intl.formatList(words.away, { type: 'unit' }) });
  const paused = words.paused ? t('shell.peers.paused') : null;
  const said = [linked, away, paused].filter(Boolean).join('; ');
  return (
    // The whole list stays in the text (read out, and in the tooltip) when the bar cuts it.
    <span className="status-peers" data-testid="status-peers" title={said}>
      {linked && <span data-testid="status-peers-linked">{linked}</span>}
      {away && <span data-testid="status-peers-away">{away}</span>}
      {paused && <span data-testid="status-peers-paused">{paused}</span>}
    </span>
  );
}

/** Inside "need attention": how many of them are conflicts between tills (read out always). */
export function ConflictsNamed({ count }: { count: number }) {
  const t = useT();
  return (
    <span className="status-wide" data-testid="status-conflicts">
      {' '}
      {t('shell.status.conflicts', { count })}
    </span>
  );
}
