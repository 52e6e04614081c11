// The checks before and after an image is fetched: which addresses are private, what bytes are.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../src/main/core/images/imageUrl';
import { mediaType } from '@shared/http/mediaType';
import { sniffImageType } from '../../../src/main/core/images/sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))),
  );

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '[::1]',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-address',
  ])('%s is private (or not an address at all)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::6810:85e5', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('what the bytes are', () => {
  it('knows the accepted raster formats by their signatures, whatever was declared', () => {
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), null)).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/png')).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]), 'application/octet-stream')).toBe(
      'image/gif',
    );
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), null)).toBe('image/webp');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'image/webp')).toBeNull();
  });

  it('takes SVG only when declared so and when the text is an <svg> document', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(sniffImageType(bytes(svg), 'image/svg+xml')).toBe('image/svg+xml');
    expect(
      sniffImageType(bytes('\uFEFF<?xml version="1.0"?>\n<!-- icon -->\n', svg), 'image/svg+xml'),
    ).toBe('image/svg+xml');
    expect(sniffImageType(bytes(svg), 'text/xml')).toBeNull();
    expect(sniffImageType(bytes(svg), null)).toBeNull();
    expect(sniffImageType(bytes('<html><svg/></html>'), 'image/svg+xml')).toBeNull();
    expect(sniffImageType(bytes('<svgfoo/>'), 'image/svg+xml')).toBeNull();
  });

  it('reads the media type of a header without its parameters', () => {
    expect(mediaType('Image/SVG+XML; charset=utf-8')).toBe('image/svg+xml');
    expect(mediaType('')).toBeNull();
    expect(mediaType(undefined)).toBeNull();
  });
});
