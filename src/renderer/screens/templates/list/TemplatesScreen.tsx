// Every template and loyalty program, from the local cache: search, filter by kind, open to edit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { PATHS } from '../../../app/paths';
import { navigate } from '../../../state/location';
import { useT } from '../../../i18n/useT';
import { ageOf } from './cacheAge';
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
  const t = useT();
  const intl = useIntl();
  // Grouped from five digits on (12,345), as a list of a few thousand reads best ungrouped.
  const countText = (n: number) => intl.formatNumber(n, { useGrouping: 'min2' });
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
        <h1 id="templates-title">{t('templates.list.title')}</h1>
        <div className="desk-actions">
          <button type="button" onClick={() => void startNew()} disabled={busy}>
            {t('templates.editor.newTemplate')}
          </button>
          <button type="button" onClick={() => navigate(PATHS.newLoyalty)}>
            {t('templates.newLoyalty')}
          </button>
          <button type="button" onClick={() => void load(true)}>
            {t('templates.list.refresh')}
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
          <h2 id="drafts-title">{t('templates.list.drafts')}</h2>
          <ul>
            {drafts.map((d) => (
              <li key={d.id}>
                <a href={`#${PATHS.editDraft(d.id)}`}>{d.name || t('templates.list.untitled')}</a>{' '}
                <span className="desk-muted">
                  {t('templates.list.draftKind', {
                    kind: d.kind,
                    mode: d.dynamicPassId ? 'edit' : 'new',
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="desk-filters" role="search">
        <label>
          {t('templates.list.search')}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label>
          {t('templates.list.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as KindFilter)}>
            <option value="all">{t('templates.list.all')}</option>
            <option value="dynamic">{t('templates.list.passTemplates')}</option>
            <option value="loyalty">{t('templates.list.loyaltyPrograms')}</option>
          </select>
        </label>
        <p aria-live="polite" className="desk-muted">
          {list.loaded
            ? t('templates.list.shown', {
                shown: countText(shown.length),
                total: countText(list.rows.length),
              })
            : t('common.loading')}
        </p>
      </div>
      <TemplateList rows={shown} onOpen={(row) => void open(row)} />
    </section>
  );
}

function CacheNote({ fetchedAt, stale }: { fetchedAt: string | null; stale: boolean }) {
  const t = useT();
  const intl = useIntl();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!fetchedAt) return <p className="desk-muted">{t('templates.list.notRead')}</p>;
  const age = ageOf(fetchedAt, now);
  const time = (
    <time
      dateTime={fetchedAt}
      title={intl.formatDate(fetchedAt, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' })}
    </time>
  );
  return (
    <p className={stale ? 'desk-warning' : 'desk-muted'} data-testid="cache-age">
      <FormattedMessage
        id={stale ? 'templates.list.readOffline' : 'templates.list.read'}
        values={{ age: time }}
      />
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
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  if (rows.length === 0) return <p className="desk-muted">{t('templates.list.noMatch')}</p>;
  return (
    <div
      ref={scroller}
      className="template-list"
      role="list"
      aria-label={t('templates.list.title')}
      tabIndex={-1}
    >
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
                  {t('templates.list.rowKind', {
                    kind:
                      row.kind !== 'loyalty'
                        ? 'pass'
                        : row.loyaltyType === 'TEXT'
                          ? 'counter'
                          : 'stamps',
                    state: row.stateType === 'EXPIRED' ? 'expired' : 'active',
                  })}
                </span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
