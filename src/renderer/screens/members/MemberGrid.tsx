// Every member of the program in one scrolling grid: only the rows in sight are drawn and read,
// the column headers sort it, and the arrows and Enter work it from the keyboard.
import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { MemberSort } from '@shared/ipc/memberRecords';
import type { MemberSummary, ProgramView } from '@shared/ipc/views';
import type { MessageId } from '@shared/i18n/messageId';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import { useProgram } from '../../state/program';
import { countLabel } from '../../ui/counterText';
import { dayOf } from './memberDay';
import type { MemberPagesSnapshot, MemberView } from './memberPages';

/** Tall enough to read and point at on a till. */
const ROW_HEIGHT = 44;
const HEAD_HEIGHT = 44;
/** Rows a Page Up or Page Down moves. */
const PAGE_STEP = 8;

const COLUMNS: { sort: MemberSort | null; words: MessageId }[] = [
  { sort: 'name', words: 'members.grid.name' },
  { sort: 'count', words: 'members.grid.card' },
  { sort: 'lastVisit', words: 'members.grid.lastVisit' },
  { sort: null, words: 'members.grid.details' },
];

/** The direction a column starts in: names A to Z, the busiest and most recent first. */
export const startsDescending = (sort: MemberSort): boolean => sort !== 'name';

/** What tells two members of the same name apart: their other values. */
const detailOf = (member: MemberSummary) =>
  Object.values(member.fields)
    .filter((v) => v && v !== member.name)
    .slice(0, 2)
    .join(' · ');

export function MemberGrid({
  view,
  rows,
  show,
  onSort,
  onOpen,
  id: gridId,
  labelledBy,
}: {
  view: MemberView;
  rows: MemberPagesSnapshot;
  show(first: number, last: number): void;
  onSort(sort: MemberSort, descending: boolean): void;
  onOpen(member: MemberSummary): void;
  id: string;
  labelledBy: string;
}) {
  const t = useT();
  const program = useProgram((s) => s.program);
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const virtualizer = useVirtualizer({
    count: rows.total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    scrollMargin: HEAD_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => show(first, last), [show, first, last, rows.shown, rows.total]);

  // Another filter or order starts from its top.
  const { query, sort, descending } = view;
  useEffect(() => {
    setActive(0);
    scroller.current?.scrollTo({ top: 0 });
  }, [query, sort, descending]);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(rows.total - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const step: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + PAGE_STEP,
      PageUp: active - PAGE_STEP,
      Home: 0,
      End: rows.total - 1,
    };
    if (event.key in step) {
      event.preventDefault();
      move(step[event.key]!);
    } else if (event.key === 'Enter') {
      const member = rows.rowAt(active);
      if (member) {
        event.preventDefault();
        onOpen(member);
      }
    }
  };
  const pick = useCallback(
    (index: number, member: MemberSummary | undefined) => {
      setActive(index);
      if (member) onOpen(member);
    },
    [onOpen],
  );
  const activeDrawn = rows.total > 0 && active >= first && active <= last;
  const rowId = (index: number) => `${id}-row-${index}`;

  return (
    <div
      ref={scroller}
      id={gridId}
      role="grid"
      className="member-grid"
      aria-labelledby={labelledBy}
      aria-rowcount={rows.total + 1}
      aria-colcount={COLUMNS.length}
      aria-activedescendant={activeDrawn ? rowId(active) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="member-grid"
      data-query={rows.shown?.query ?? ''}
      data-sort={rows.shown ? `${rows.shown.sort}:${rows.shown.descending ? 'desc' : 'asc'}` : ''}
    >
      <div role="rowgroup" className="member-grid-head">
        <div role="row" aria-rowindex={1} className="member-grid-row">
          {COLUMNS.map((column) => (
            <div
              key={column.words}
              role="columnheader"
              aria-sort={
                column.sort && column.sort === view.sort
                  ? view.descending
                    ? 'descending'
                    : 'ascending'
                  : undefined
              }
            >
              {column.sort ? (
                <button
                  type="button"
                  onClick={() => {
                    const by = column.sort!;
                    onSort(by, by === view.sort ? !view.descending : startsDescending(by));
                  }}
                >
                  {t(column.words)}
                  <span aria-hidden="true" className="sort-mark">
                    {column.sort === view.sort ? (view.descending ? ' ▼' : ' ▲') : ''}
                  </span>
                </button>
              ) : (
                t(column.words)
              )}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className="member-grid-body"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((virtual) => (
          <MemberRow
            key={virtual.index}
            id={rowId(virtual.index)}
            index={virtual.index}
            top={virtual.start - HEAD_HEIGHT}
            member={rows.rowAt(virtual.index)}
            selected={virtual.index === active}
            program={program}
            onPick={pick}
          />
        ))}
      </div>
    </div>
  );
}

/** One member's row; drawn again only when its member, place or selection changes. */
const MemberRow = memo(function MemberRow({
  id,
  index,
  top,
  member,
  selected,
  program,
  onPick,
}: {
  id: string;
  index: number;
  top: number;
  member: MemberSummary | undefined;
  selected: boolean;
  program: ProgramView | null;
  onPick(index: number, member: MemberSummary | undefined): void;
}) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className="member-grid-row"
      data-testid="member-row"
      data-customer-id={member?.customerId}
      style={{ transform: `translateY(${top}px)` }}
      onClick={() => onPick(index, member)}
    >
      {member ? (
        <>
          <div role="gridcell" className="member-name">
            {member.name || member.customerId}
          </div>
          <div role="gridcell">{countLabel(program, member.displayCount)}</div>
          <div role="gridcell">
            {dayOf(member.lastVisitAt, locale) ?? t('members.grid.noVisit')}
          </div>
          <div role="gridcell" className="member-detail">
            {detailOf(member)}
          </div>
        </>
      ) : (
        <div role="gridcell" aria-colspan={COLUMNS.length} className="member-loading">
          {t('common.loading')}
        </div>
      )}
    </div>
  );
});
