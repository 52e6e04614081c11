// The one API object the screens use: the Electron preload's `window.passdesk` when present,
// else the web host's HTTP transport, both built from the same contract.
import { makeBridge, type PassdeskApi } from '@shared/ipc/bridge';
import { httpTransport } from './httpTransport';
import { forgetPageSecret, takePageSecret } from './pageSecret';
import { reviveErrors } from './reviveErrors';
import { useStationLink } from './stationLink';

let current: PassdeskApi | null = null;

function selectBridge(): PassdeskApi {
  const preload = (window as { passdesk?: PassdeskApi }).passdesk;
  if (preload) return reviveErrors(preload);
  // Served over http by the web host, the page's session cookie and the secret its tab keeps
  // speak for it; opened any other way (a file, another server) there is no station to speak to.
  if (!/^https?:$/.test(location.protocol)) {
    throw new Error('Open PassDesk from its station: the desktop app, or "npm run web".');
  }
  const pageSecret = takePageSecret({ document, storage: sessionStorage, location, history });
  return makeBridge(
    httpTransport({
      onLink: (up) => useStationLink.setState({ up }),
      pageSecret,
      // An ended session goes back to the launch flow: the host's page says to open a fresh
      // link. The refused call never reached the station, so nothing it was asked is half done.
      onSessionEnded: () => {
        if (!pageSecret) return;
        forgetPageSecret(sessionStorage);
        location.replace('/');
      },
    }),
  );
}

export function api(): PassdeskApi {
  return (current ??= selectBridge());
}

/** Lets renderer tests run the screens against an in-memory bridge. */
export function installApi(replacement: PassdeskApi | null): void {
  current = replacement;
}
