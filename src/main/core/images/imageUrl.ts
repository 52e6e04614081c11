// Which image addresses main will fetch: plain http(s), no placeholders, no credentials, and no
// private network unless the address is one the station trusts.
import { failure } from '@shared/i18n/failure';
import { BlockList, isIP } from 'node:net';

/** Ranges a page on the internet must not reach through the station: loopback, LAN, link-local. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, shared and reserved addresses (IPv4, IPv6, mapped). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family === 6) return PRIVATE.check(bare, 'ipv6');
  return true;
}

/** Parses an image address a template names, or says plainly why it cannot be fetched. */
export function parseImageUrl(raw: string): URL {
  const text = raw.trim();
  if (/[{}]|%7b|%7d/i.test(text)) {
    // The braces are a value: a catalogue's text cannot hold them.
    const placeholder = '{placeholder}';
    throw failure('invalid', 'main.images.perMember', { text, placeholder });
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw failure('invalid', 'main.images.notAnAddress', { text });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw failure('invalid', 'main.images.notHttp', { protocol: url.protocol });
  }
  if (url.username || url.password) {
    throw failure('invalid', 'main.images.credentials');
  }
  url.hash = '';
  return url;
}
