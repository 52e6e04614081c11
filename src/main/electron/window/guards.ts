// Wires the pure policies to Electron: per-session permission and request guards, and per-window
// navigation, new-window and webview guards, applied to every webContents the app ever creates.
import { shell, type Session, type WebContents } from 'electron';
import type { TrustedOrigins } from '../policy/appOrigin';
import { mayNavigate } from '../policy/navigation';
import { mayGrantPermission, permissionCheckAnswer } from '../policy/permission';
import { mayRequest, type RequestPolicy } from '../policy/networkRequest';
import { createExternalOpener } from '../policy/windowOpen';

type Log = (message: string, fields?: Record<string, unknown>) => void;

/** Every URL Chromium lets a filter name; mayRequest decides. */
const ALL_URLS = ['<all_urls>'];

export function guardSession(session: Session, requests: RequestPolicy, log: Log): void {
  const { trusted } = requests;
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const granted = mayGrantPermission(
      {
        permission,
        requestingUrl: details.requestingUrl,
        isMainFrame: details.isMainFrame,
        mediaTypes: 'mediaTypes' in details ? details.mediaTypes : undefined,
        securityOrigin: 'securityOrigin' in details ? details.securityOrigin : undefined,
      },
      trusted,
    );
    if (!granted) log('permission refused', { permission, url: details.requestingUrl });
    callback(granted);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    permissionCheckAnswer(
      {
        permission,
        requestingOrigin,
        isMainFrame: details.isMainFrame,
        mediaType: details.mediaType,
      },
      trusted,
    ),
  );
  // USB, serial and HID devices: a keyboard-wedge scanner needs none of them.
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onBeforeRequest({ urls: ALL_URLS }, (details, callback) => {
    const allowed = mayRequest(
      { url: details.url, resourceType: details.resourceType, method: details.method },
      requests,
    );
    if (!allowed) log('renderer request blocked', { url: details.url });
    callback({ cancel: !allowed });
  });
}

/** Applies to every webContents (windows, devtools, anything created later). */
export function guardContents(contents: WebContents, trusted: TrustedOrigins, log: Log): void {
  const refuseNavigation = (event: Electron.Event<{ url: string; isMainFrame: boolean }>) => {
    if (!mayNavigate({ url: event.url, isMainFrame: event.isMainFrame }, trusted)) {
      log('navigation refused', { url: event.url });
      event.preventDefault();
    }
  };
  contents.on('will-navigate', refuseNavigation);
  contents.on('will-frame-navigate', refuseNavigation);
  contents.on('will-redirect', refuseNavigation);
  contents.on('will-attach-webview', (event) => {
    log('webview refused');
    event.preventDefault();
  });
  const openLink = createExternalOpener((url) => {
    log('link opened in the browser', { url });
    void shell.openExternal(url);
  });
  contents.setWindowOpenHandler((details) => {
    const decision = openLink(details);
    if (!decision.openExternally) log('new window refused', { url: details.url });
    return { action: 'deny' };
  });
}
