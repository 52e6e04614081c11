// The Members screen: every member of the counter's program, filtered as the person types and
// sorted by a column, answered from the station's copy of the member list so it works offline.
import { useCallback, useId, useState } from 'react';
import type { MemberSort } from '@shared/ipc/memberRecords';
import type { MemberSummary } from '@shared/ipc/views';
import { PATHS } from '../../app/paths';
import { useNow } from '../../app/useNow';
import { useSaid, useT } from '../../i18n/useT';
import { navigate } from '../../state/location';
import { useProgram } from '../../state/program';
import { ProblemText } from '../../ui/ProblemText';
import { useAgo } from '../../ui/useAgo';
import { MemberGrid } from './MemberGrid';
import type { MemberView } from './memberPages';
import { useMembersNotice } from './notice';
import { useMemberPages } from './useMemberPages';
import '../../ui/fields/fields.css';
import './members.css';

export default function MembersScreen() {
  const t = useT();
  const say = useSaid();
  const program = useProgram((s) => s.program);
  const loaded = useProgram((s) => s.loaded);
  const [view, setView] = useState<MemberView>({ query: '', sort: 'name', descending: false });
  const { rows, problem, show } = useMemberPages(view);
  const notice = useMembersNotice((s) => s.notice);
  const now = useNow(30_000);
  const ago = useAgo();
  const id = useId();

  const sortBy = (sort: MemberSort, descending: boolean) =>
    setView((v) => ({ ...v, sort, descending }));
  const open = useCallback(
    (member: MemberSummary) => navigate(PATHS.member(member.customerId)),
    [],
  );

  return (
    <div className="members">
      <header className="members-head">
        <h1 id={`${id}-title`}>
          {program ? t('members.list.titleOf', { program: program.name }) : t('members.list.title')}
        </h1>
        <p className="members-count" role="status" data-testid="members-total">
          {rows.shown
            ? t(rows.shown.query ? 'members.list.found' : 'members.list.total', {
                count: rows.total,
              })
            : ''}
        </p>
      </header>
      {notice && (
        <p className="members-notice" role="status" data-testid="members-notice">
          {say(notice)}{' '}
          <button type="button" onClick={() => useMembersNotice.setState({ notice: null })}>
            {t('members.list.dismiss')}
          </button>
        </p>
      )}
      {loaded && !program ? (
        <p>{t('members.list.noProgram')}</p>
      ) : (
        <>
          <div className="members-filter">
            <label htmlFor={`${id}-filter`}>{t('members.list.find')}</label>
            <input
              id={`${id}-filter`}
              type="search"
              value={view.query}
              maxLength={200}
              autoComplete="off"
              placeholder={t('members.list.findHint')}
              data-testid="members-filter"
              onChange={(e) => setView((v) => ({ ...v, query: e.target.value }))}
              onKeyDown={(e) => {
                // Down from the filter goes on into the list, as in a search box's results.
                if (e.key !== 'ArrowDown') return;
                e.preventDefault();
                document.getElementById(`${id}-grid`)?.focus();
              }}
            />
            <p className="field-hint" data-testid="members-listed-at">
              {rows.listedAt
                ? t('members.list.listedAt', { age: ago(rows.listedAt, now) })
                : rows.shown
                  ? t('members.list.neverListed')
                  : ''}
            </p>
          </div>
          <ProblemText problem={problem} />
          {rows.shown && rows.total === 0 ? (
            <p className="members-none" data-testid="members-none" data-query={rows.shown.query}>
              {rows.shown.query
                ? t('members.list.noMatch', { query: rows.shown.query })
                : t('members.list.none')}
            </p>
          ) : (
            <MemberGrid
              view={view}
              rows={rows}
              show={show}
              onSort={sortBy}
              onOpen={open}
              id={`${id}-grid`}
              labelledBy={`${id}-title`}
            />
          )}
        </>
      )}
    </div>
  );
}
