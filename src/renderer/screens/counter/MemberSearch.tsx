// Finding a member who has no pass at hand: results as the cashier types, picked by key or click.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MemberSummary } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useCounter } from '../../state/counter';
import { useProgram } from '../../state/program';
import { useUnknownCode } from '../../state/unknownCode';
import { countWords } from '../../ui/counterText';
import { usePhrase } from '../../state/counterPhrase';
import { useT } from '../../i18n/useT';
import { ListAge } from './ListAge';
import { SHORTCUTS, shortcutFor } from './shortcuts';
import '../../ui/fields/fields.css';

const RESULTS = 8;

/** What tells two members apart besides their name: their other values, id last. */
function detailOf(member: MemberSummary): string {
  const others = Object.values(member.fields).filter((v) => v && v !== member.name);
  return [...others.slice(0, 2), member.customerId].join(' · ');
}

/** `aside` sits beside the label, e.g. the New member button. */
export function MemberSearch({ aside }: { aside?: ReactNode }) {
  const program = useProgram((s) => s.program);
  const show = useCounter((s) => s.show);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{
    query: string;
    members: MemberSummary[];
    listedAt: string | null;
  }>();
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const asked = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const t = useT();
  const say = usePhrase();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const inField = event.target instanceof HTMLElement && event.target.closest('input') !== null;
      if (shortcutFor(event, inField) !== 'findMember') return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const search = (typed: string) => {
    setQuery(typed);
    setActive(0);
    // Only the answer to the latest keystroke is shown; earlier ones may arrive after it.
    const ask = ++asked.current;
    if (typed.trim() === '') return setFound(undefined);
    api()
      .members.search({ query: typed, limit: RESULTS })
      .then((answer) => {
        if (ask !== asked.current) return;
        setFound({ query: typed, ...answer });
        setError(null);
      })
      .catch((e: unknown) => ask === asked.current && setError(messageOf(e)));
  };

  // Asked for from the counter (an unknown code): the search opens with the code read.
  const searchAsked = useUnknownCode((s) => s.next?.step === 'search');
  useEffect(() => {
    const text = searchAsked ? (useUnknownCode.getState().take('search')?.text ?? null) : null;
    if (text === null) return;
    input.current?.focus();
    search(text);
    // `search` is remade each render and reads only refs and setters: the request is the trigger.
  }, [searchAsked]);

  const pick = (member: MemberSummary) => {
    asked.current++;
    setQuery('');
    setFound(undefined);
    void show(member.customerId);
  };

  const members = found?.members ?? [];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (members.length ? (i + step + members.length) % members.length : 0));
    } else if (event.key === 'Enter' && members[active]) {
      event.preventDefault();
      pick(members[active]);
    } else if (event.key === 'Escape') {
      search('');
    }
  };

  if (!program) return null;
  const open = found !== undefined;
  return (
    <div className="member-search" role="search">
      <div className="member-search-head">
        <label htmlFor={`${listId}-input`}>
          {t('counter.search.find')} <kbd>{SHORTCUTS.findMember.label}</kbd>
        </label>
        {aside}
      </div>
      <input
        id={`${listId}-input`}
        ref={input}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && members[active] ? `${listId}-${active}` : undefined}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('counter.search.placeholder')}
        value={query}
        onChange={(e) => search(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="member-search"
      />
      {error && <p className="field-error">{error}</p>}
      {open && (
        <div className="member-results">
          <ul
            id={listId}
            role="listbox"
            aria-label={t('counter.search.found')}
            data-testid="member-results"
            data-query={found.query}
          >
            {members.map((member, i) => (
              <li
                key={member.customerId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(member)}
              >
                <strong>{member.name || t('counter.search.noName')}</strong>
                <span className="member-result-detail">{detailOf(member)}</span>
                <span className="member-result-count">
                  {member.archived
                    ? t('counter.archived.title')
                    : say(countWords(program, member.displayCount))}
                </span>
              </li>
            ))}
          </ul>
          {members.length === 0 && (
            <p role="status">{t('counter.search.noMatch', { query: query.trim() })}</p>
          )}
          <ListAge listedAt={found.listedAt} />
        </div>
      )}
    </div>
  );
}
