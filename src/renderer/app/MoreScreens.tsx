// The screens the top bar has no room for, behind a More button that opens a list of links.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { StaffRole } from '@shared/ipc/staffContract';
import type { RouteDef } from './routes';
import { useT } from '../i18n/useT';
import { TabWords } from './ScreenTab';

export function MoreScreens({
  routes,
  role,
}: {
  routes: readonly RouteDef[];
  role: StaffRole | null | undefined;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // A press anywhere else closes the list, as a till's user expects of any menu.
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [open]);

  const links = () => [...(menu.current?.querySelectorAll<HTMLElement>('ul a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const edge = { Home: 0, End: -1 }[event.key];
    if (step === undefined && (edge === undefined || !open)) return;
    event.preventDefault();
    // Drawn at once, so the focus can move into a list an arrow has just opened.
    flushSync(() => setOpen(true));
    const all = links();
    if (all.length === 0) return;
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to =
      edge !== undefined
        ? (edge + all.length) % all.length
        : at === -1
          ? step === 1
            ? 0
            : all.length - 1
          : (at + step! + all.length) % all.length;
    all[to]!.focus();
  };

  return (
    <div
      className="nav-more"
      ref={menu}
      onKeyDown={onKeyDown}
      // Tabbing out of the list closes it: it never stays open over a screen nobody looks at.
      onBlur={(event) => {
        if (!menu.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        ref={button}
        className="nav-tab nav-more-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        data-testid="nav-more"
      >
        <span aria-hidden="true">{t('shell.nav.more')}</span>
        <span className="visually-hidden">{t('shell.nav.moreScreens')}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="nav-more-list" hidden={!open}>
        {routes.map((route) => (
          <li key={route.id}>
            <a
              className="nav-tab"
              href={`#/${route.id}`}
              aria-keyshortcuts={`Alt+${route.key}`}
              onClick={() => setOpen(false)}
            >
              <TabWords route={route} role={role} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
