// Where the API key may go: the origin it was saved for, over https, or plain http only to this
// computer (loopback). One rule for the settings, the start-up configuration and the key stores.
import { failure } from '@shared/i18n/failure';

/** The origin a key is bound to (scheme, host and port), as the URL standard writes it. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  );
}

/** https anywhere; http only on loopback, where nothing crosses a network. */
export function mayCarryKey(url: string): boolean {
  const parsed = new URL(url);
  return (
    parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopback(parsed.hostname))
  );
}

/** Refuses a live service address the key may not travel to, saying what to give instead. */
export function requireKeySafeUrl(url: string): void {
  if (!mayCarryKey(url)) {
    throw failure('invalid', 'main.settings.notEncrypted', { origin: originOf(url) });
  }
}
