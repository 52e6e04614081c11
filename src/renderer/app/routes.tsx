// The screens of the app, in navigation order. Each loads on first visit, so the counter's
// start-up does not pay for the others.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteDef {
  /** The hash path, e.g. `#/queue`. */
  id: string;
  label: string;
  /** Digit used with Alt to jump to it. */
  key: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export const routes: RouteDef[] = [
  {
    id: 'counter',
    label: 'Counter',
    key: '1',
    Screen: lazy(() => import('../screens/counter/CounterScreen')),
  },
  {
    id: 'queue',
    label: 'Queue',
    key: '2',
    Screen: lazy(() => import('../screens/queue/QueueScreen')),
  },
  {
    id: 'templates',
    label: 'Templates',
    key: '3',
    Screen: lazy(() => import('../screens/templates/TemplatesScreen')),
  },
  {
    id: 'settings',
    label: 'Settings',
    key: '4',
    Screen: lazy(() => import('../screens/settings/SettingsScreen')),
  },
];

export const DEFAULT_ROUTE = 'counter';
