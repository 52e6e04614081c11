// Whether the page still hears from its station. In a browser the web host may stop (closed
// terminal, restarted machine) while the page stays open; the desktop app's link never breaks.
import { create } from 'zustand';

export const useStationLink = create<{ up: boolean }>(() => ({ up: true }));
