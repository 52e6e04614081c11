// Which screen is shown, kept in the URL hash so a reload stays on it.
import { create } from 'zustand';
import { DEFAULT_ROUTE, routes } from '../app/routes';

const fromHash = (): string => {
  const id = window.location.hash.replace(/^#\/?/, '');
  return routes.some((r) => r.id === id) ? id : DEFAULT_ROUTE;
};

interface RouteState {
  current: string;
  go(id: string): void;
}

export const useRoute = create<RouteState>((set) => ({
  current: fromHash(),
  go: (id) => {
    if (window.location.hash !== `#/${id}`) window.location.hash = `#/${id}`;
    set({ current: id });
  },
}));

window.addEventListener('hashchange', () => useRoute.setState({ current: fromHash() }));
