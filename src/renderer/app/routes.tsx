// The route table: the screens in navigation order and the pages below them, each loaded on first
// visit, so the counter's start-up does not pay for the others. The counter draws with the first
// paint's words; every other screen also waits for the rest of its language.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { lazyWithWords } from '../i18n/catalogue';
import type { MessageId } from '@shared/i18n/messageId';
import type { HashLocation } from '../state/location';

export interface RouteDef {
  /** The hash path, e.g. `#/queue`. */
  id: string;
  /** The tab's name. */
  name: MessageId;
  /** The screen named in a sentence ("The Settings screen"), for a sign-in that asks for more. */
  screen: MessageId;
  /** Digit used with Alt to jump to it. */
  key: string;
  Screen: LazyExoticComponent<ComponentType>;
  /** The least role the screen is for: asks that a manager (or the owner) sign in until then. */
  least?: 'manager' | 'owner';
  /**
   * Not a tab: reached from the owner's count beside their name and by its key. The bar has room
   * for nine tabs at 1366 px, and a screen for the owner alone gives none of the others a place.
   */
  inBar?: false;
}

export const routes: RouteDef[] = [
  {
    id: 'counter',
    name: 'shell.route.counter',
    screen: 'shell.screen.counter',
    key: '1',
    Screen: lazy(() => import('../screens/counter/CounterScreen')),
  },
  {
    id: 'queue',
    name: 'shell.route.queue',
    screen: 'shell.screen.queue',
    key: '2',
    Screen: lazyWithWords(() => import('../screens/queue/QueueScreen')),
  },
  {
    id: 'members',
    name: 'shell.route.members',
    screen: 'shell.screen.members',
    key: '8',
    Screen: lazyWithWords(() => import('../screens/members/MembersScreen')),
  },
  {
    id: 'templates',
    least: 'manager',
    name: 'shell.route.templates',
    screen: 'shell.screen.templates',
    key: '3',
    Screen: lazyWithWords(() => import('../screens/templates/list/TemplatesScreen')),
  },
  {
    id: 'archive',
    least: 'manager',
    name: 'shell.route.archive',
    screen: 'shell.screen.archive',
    key: '4',
    Screen: lazyWithWords(() => import('../screens/archive/ArchiveScreen')),
  },
  {
    id: 'credits',
    least: 'manager',
    name: 'shell.route.credits',
    screen: 'shell.screen.credits',
    key: '5',
    Screen: lazyWithWords(() => import('../screens/credits/CreditsScreen')),
  },
  {
    id: 'insights',
    least: 'manager',
    name: 'shell.route.insights',
    screen: 'shell.screen.insights',
    key: '7',
    Screen: lazyWithWords(() => import('../screens/insights/InsightsScreen')),
  },
  {
    id: 'settings',
    least: 'manager',
    name: 'shell.route.settings',
    screen: 'shell.screen.settings',
    key: '6',
    Screen: lazyWithWords(() => import('../screens/settings/SettingsScreen')),
  },
  {
    id: 'activity',
    least: 'owner',
    inBar: false,
    name: 'shell.route.activity',
    screen: 'shell.screen.activity',
    key: '0',
    Screen: lazyWithWords(() => import('../screens/activity/ActivityScreen')),
  },
  {
    id: 'staff',
    least: 'owner',
    name: 'shell.route.staff',
    screen: 'shell.screen.staff',
    key: '9',
    Screen: lazyWithWords(() => import('../screens/staff/StaffScreen')),
  },
];

const TemplateEditorScreen = lazyWithWords(
  () => import('../screens/templates/editor/TemplateEditorScreen'),
);
const MemberPage = lazyWithWords(() => import('../screens/members/MemberPage'));
const LoyaltyWizard = lazyWithWords(() => import('../screens/templates/loyalty/LoyaltyWizard'));
const ImportMembersPage = lazyWithWords(
  () => import('../screens/members/import/ImportMembersPage'),
);
const StoresPage = lazyWithWords(() => import('../screens/store/StoresPage'));
const ActivitySummary = lazyWithWords(() => import('../screens/activity/SummaryPage'));

interface PageDef {
  pattern: RegExp;
  render(match: RegExpExecArray, query: URLSearchParams): ReactElement;
}

/** Pages below a screen's own path; a path below a screen that none matches shows the screen. */
const pages: PageDef[] = [
  {
    pattern: /^\/templates\/draft\/([^/]+)$/,
    render: (match) => <TemplateEditorScreen draftId={decodeURIComponent(match[1]!)} />,
  },
  // Before a member's page, whose pattern would take "import" for a member's id.
  { pattern: /^\/members\/import$/, render: () => <ImportMembersPage /> },
  { pattern: /^\/settings\/stores$/, render: () => <StoresPage /> },
  { pattern: /^\/activity\/summary$/, render: () => <ActivitySummary /> },
  {
    pattern: /^\/members\/([^/]+)$/,
    render: (match) => {
      const customerId = decodeURIComponent(match[1]!);
      return <MemberPage key={customerId} customerId={customerId} />;
    },
  },
  {
    pattern: /^\/templates\/loyalty\/new$/,
    render: (_match, query) => {
      const copyOf = query.get('copyOf');
      return <LoyaltyWizard key={copyOf ?? 'new'} copyOf={copyOf} />;
    },
  },
];

/** The screen a path belongs to, by its first part (`/templates/draft/7` -> templates). */
export function routeOf(path: string): RouteDef {
  const id = path.replace(/^\/?/, '').split('/')[0] ?? '';
  return routes.find((r) => r.id === id) ?? routes[0]!;
}

/** What to show for a location: a page below a screen, or the screen itself. */
export function pageOf({ path, query }: HashLocation): { route: RouteDef; page: ReactElement } {
  const route = routeOf(path);
  for (const { pattern, render } of pages) {
    const match = pattern.exec(path);
    if (match) return { route, page: render(match, query) };
  }
  return { route, page: <route.Screen /> };
}
