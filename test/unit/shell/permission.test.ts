import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import {
  mayGrantPermission,
  permissionCheckAnswer,
} from '../../../src/main/electron/policy/permission';

const trusted = trustedOrigins({ isPackaged: true });
const camera = {
  permission: 'media',
  requestingUrl: 'app://passdesk/index.html',
  isMainFrame: true,
  mediaTypes: ['video'],
  securityOrigin: 'app://passdesk/',
};

describe('permission requests', () => {
  it('grants the camera to the app main frame', () => {
    expect(mayGrantPermission(camera, trusted)).toBe(true);
    expect(mayGrantPermission({ ...camera, securityOrigin: undefined }, trusted)).toBe(true);
  });

  it.each([
    'geolocation',
    'notifications',
    'clipboard-read',
    'display-capture',
    'openExternal',
    'fullscreen',
    'midiSysex',
    'pointerLock',
    'fileSystem',
    'unknown',
    'MEDIA',
  ])('refuses %s', (permission) => {
    expect(mayGrantPermission({ ...camera, permission }, trusted)).toBe(false);
  });

  it('refuses the microphone, alone or with the camera, and an empty media request', () => {
    expect(mayGrantPermission({ ...camera, mediaTypes: ['audio'] }, trusted)).toBe(false);
    expect(mayGrantPermission({ ...camera, mediaTypes: ['video', 'audio'] }, trusted)).toBe(false);
    expect(mayGrantPermission({ ...camera, mediaTypes: [] }, trusted)).toBe(false);
    expect(mayGrantPermission({ ...camera, mediaTypes: undefined }, trusted)).toBe(false);
  });

  it('refuses subframes, other origins and look-alikes', () => {
    expect(mayGrantPermission({ ...camera, isMainFrame: false }, trusted)).toBe(false);
    for (const requestingUrl of [
      'https://example.com/',
      'app://passdesk.evil/',
      'file:///index.html',
      'data:text/html,x',
      'about:blank',
      '',
    ]) {
      expect(mayGrantPermission({ ...camera, requestingUrl }, trusted)).toBe(false);
    }
    expect(mayGrantPermission({ ...camera, securityOrigin: 'https://example.com' }, trusted)).toBe(
      false,
    );
    expect(mayGrantPermission({ ...camera, securityOrigin: 'app://passdesk.evil' }, trusted)).toBe(
      false,
    );
  });
});

describe('permission checks', () => {
  const check = {
    permission: 'media',
    requestingOrigin: 'app://passdesk',
    isMainFrame: true,
    mediaType: 'video',
  };

  it('answers yes for the app camera only', () => {
    expect(permissionCheckAnswer(check, trusted)).toBe(true);
    expect(permissionCheckAnswer({ ...check, requestingOrigin: 'app://passdesk/' }, trusted)).toBe(
      true,
    );
    expect(permissionCheckAnswer({ ...check, mediaType: 'audio' }, trusted)).toBe(false);
    expect(permissionCheckAnswer({ ...check, mediaType: undefined }, trusted)).toBe(false);
    expect(permissionCheckAnswer({ ...check, isMainFrame: false }, trusted)).toBe(false);
    expect(permissionCheckAnswer({ ...check, permission: 'clipboard-read' }, trusted)).toBe(false);
    for (const requestingOrigin of [
      'APP://PASSDESK',
      'app://passdesk.evil',
      'null',
      'file://',
      null,
    ]) {
      expect(permissionCheckAnswer({ ...check, requestingOrigin }, trusted)).toBe(false);
    }
  });
});
