// Opens the customer display on the till's second monitor, at start and when one is plugged in,
// and sends it only the display's own event.
import { screen, type BrowserWindow } from 'electron';
import type { EventName } from '@shared/ipc/contract';
import { forwardEvents, type CoreEvents } from '../ipc/registerIpc';
import { createDisplayWindow, customerMonitor, type DisplayWindowOptions } from './displayWindow';

type Log = (message: string, fields?: Record<string, unknown>) => void;

/** Returns a function that closes the display and stops following the monitors. */
export function openCustomerDisplay(
  main: BrowserWindow,
  options: DisplayWindowOptions,
  track: (webContentsId: number, open: boolean) => void,
  events: CoreEvents,
  log: Log,
): () => void {
  let display: BrowserWindow | null = null;
  let stopEvents: (() => void) | null = null;

  const open = () => {
    if (display && !display.isDestroyed()) return;
    if (main.isDestroyed()) return;
    const monitor = customerMonitor(main.getBounds());
    if (!monitor) return;
    const window = createDisplayWindow(options, monitor);
    const id = window.webContents.id;
    track(id, true);
    const onlyDisplay: CoreEvents = {
      on: (name: EventName, listener) =>
        name === 'display.changed' ? events.on(name, listener) : () => undefined,
    };
    stopEvents = forwardEvents(
      onlyDisplay,
      (channel, payload) => {
        if (!window.isDestroyed()) window.webContents.send(channel, payload);
      },
      log,
    );
    window.on('closed', () => {
      stopEvents?.();
      stopEvents = null;
      track(id, false);
      display = null;
    });
    display = window;
    log('customer display opened', { monitor: monitor.id });
  };

  // The display is an extra: one that cannot open is logged, and the counter carries on.
  const tryOpen = () => {
    try {
      open();
    } catch (error) {
      log('the customer display could not open', { error: String(error) });
    }
  };
  tryOpen();
  screen.on('display-added', tryOpen);
  return () => {
    screen.removeListener('display-added', tryOpen);
    stopEvents?.();
    if (display && !display.isDestroyed()) display.destroy();
  };
}
