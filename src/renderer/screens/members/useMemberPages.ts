// The members list's pages as React state: one reader per screen, asked for the view and the rows
// in sight, re-drawn when an answer lands.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { MemberPages, type MemberPagesSnapshot, type MemberView } from './memberPages';

/** How long a burst of member changes is gathered before the rows in view are read again. */
const RELOAD_AFTER_MS = 250;

export function useMemberPages(view: MemberView): {
  rows: MemberPagesSnapshot;
  problem: string | null;
  show(first: number, last: number): void;
} {
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<MemberPagesSnapshot | null>(null);
  const pages = useMemo(() => {
    const reader: MemberPages = new MemberPages({
      readPage: (asked, offset, limit) => api().members.list({ ...asked, offset, limit }),
      onChange: () => {
        setProblem(null);
        setRows(reader.snapshot());
      },
      onError: (e) => setProblem(messageOf(e)),
    });
    return reader;
  }, []);

  const { query, sort, descending } = view;
  useEffect(() => pages.want({ query, sort, descending }), [pages, query, sort, descending]);

  // A member's card or details changed (a check-in synced, an edit): what is in view is read
  // again, once for a burst of changes, so a draining queue does not re-read it per item.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = api().on('member.changed', () => {
      timer ??= setTimeout(() => {
        timer = null;
        pages.reload();
      }, RELOAD_AFTER_MS);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [pages]);

  const show = useCallback((first: number, last: number) => pages.show(first, last), [pages]);
  return { rows: rows ?? pages.snapshot(), problem, show };
}
