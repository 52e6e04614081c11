// Every template and loyalty program, from the local cache: search, filter by kind, open to edit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { PATHS } from '../../../app/paths';
import { navigate } from '../../../stores/location';
import { ageOf } from '../../../ui/readAge';
import {
  filterTemplateRows,
  templateRows,
  type KindFilter,
  type TemplateRow,
} from './templateListModel';
import '../../../ui/desk.css';

const ROW_HEIGHT = 52;

interface ListState {
  rows: TemplateRow[];
  fetchedAt: string | null;
  stale: boolean;
  loaded: boolean;
}

export default function TemplatesScreen() {
  const [list, setList] = useState<ListState>({
    rows: [],
    fetchedAt: null,
    stale: false,
    loaded: false,
  });
  const [drafts, setDrafts] = useState<TemplateDraftView[]>([]);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (refresh: boolean) => {
    try {
      const answer = await api().templates.list({ refresh });
      setList({
        rows: templateRows(answer.items),
        fetchedAt: answer.fetchedAt,
        stale: answer.stale,
        loaded: true,
      });
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    // The cache first, so the list shows at once even offline; then a fresh reading.
    void load(false).then(() => load(true));
    void api()
      .drafts.list({})
      .then(
        (a) => setDrafts(a.drafts.filter((d) => d.publishItemId === null)),
        () => {},
      );
    return api().on('templates.changed', () => void load(false));
  }, [load]);

  const shown = useMemo(() => filterTemplateRows(list.rows, query, kind), [list.rows, query, kind]);

  const open = async (row: TemplateRow) => {
    // An unpublished edit of this template is resumed, not started over beside it.
    const resumed = drafts.find((d) => d.dynamicPassId === row.dynamicPassId);
    if (resumed) {
      navigate(PATHS.editDraft(resumed.id));
      return;
    }
    setBusy(true);
    try {
      const draft = await api().drafts.start({ dynamicPassId: row.dynamicPassId });
      navigate(PATHS.editDraft(draft.id));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const startNew = async () => {
    setBusy(true);
    try {
      const draft = await api().drafts.start({ kind: 'dynamic' });
      navigate(PATHS.editDraft(draft.id));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="desk-screen" aria-labelledby="templates-title">
      <header className="desk-screen__header">
        <h1 id="templates-title">Templates</h1>
        <div className="desk-actions">
          <button type="button" onClick={() => void startNew()} disabled={busy}>
            New template
          </button>
          <button type="button" onClick={() => navigate(PATHS.newLoyalty)}>
            New loyalty program
          </button>
          <button type="button" onClick={() => void load(true)}>
            Refresh
          </button>
        </div>
      </header>
      <CacheNote fetchedAt={list.fetchedAt} stale={list.stale} />
      {error && (
        <p role="alert" className="desk-error">
          {error}
        </p>
      )}
      {drafts.length > 0 && (
        <section aria-labelledby="drafts-title" className="desk-drafts">
          <h2 id="drafts-title">Unpublished drafts</h2>
          <ul>
            {drafts.map((d) => (
              <li key={d.id}>
                <a href={`#${PATHS.editDraft(d.id)}`}>{d.name || 'Untitled template'}</a>{' '}
                <span className="desk-muted">
                  ({d.kind === 'loyalty' ? 'loyalty program' : 'template'},{' '}
                  {d.dynamicPassId ? 'edit' : 'new'})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="desk-filters" role="search">
        <label>
          Search by name
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label>
          Kind
          <select value={kind} onChange={(e) => setKind(e.target.value as KindFilter)}>
            <option value="all">All</option>
            <option value="dynamic">Pass templates</option>
            <option value="loyalty">Loyalty programs</option>
          </select>
        </label>
        <p aria-live="polite" className="desk-muted">
          {list.loaded ? `${shown.length} of ${list.rows.length} shown` : 'Loading…'}
        </p>
      </div>
      <TemplateList rows={shown} onOpen={(row) => void open(row)} />
    </section>
  );
}

function CacheNote({ fetchedAt, stale }: { fetchedAt: string | null; stale: boolean }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!fetchedAt) return <p className="desk-muted">Not read from the service yet.</p>;
  return (
    <p className={stale ? 'desk-warning' : 'desk-muted'} data-testid="cache-age">
      {stale ? 'Offline: showing the list as read ' : 'Read from the service '}
      <time dateTime={fetchedAt} title={new Date(fetchedAt).toLocaleString()}>
        {ageOf(fetchedAt, now)}
      </time>
      .
    </p>
  );
}

function TemplateList({
  rows,
  onOpen,
}: {
  rows: TemplateRow[];
  onOpen: (row: TemplateRow) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  if (rows.length === 0) return <p className="desk-muted">No templates match.</p>;
  return (
    <div ref={scroller} className="template-list" role="list" aria-label="Templates" tabIndex={-1}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={row.dynamicPassId}
              role="listitem"
              className="template-row"
              style={{
                position: 'absolute',
                top: 0,
                insetInline: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <button type="button" className="template-row__open" onClick={() => onOpen(row)}>
                <span className="template-row__name">{row.name}</span>
                <span className="template-row__kind">
                  {row.kind === 'loyalty'
                    ? `Loyalty · ${row.loyaltyType === 'TEXT' ? 'counter' : 'stamps'}`
                    : 'Pass template'}
                  {row.stateType === 'EXPIRED' ? ' · expired' : ''}
                </span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
