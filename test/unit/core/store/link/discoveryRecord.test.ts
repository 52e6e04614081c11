// What a station's announcement must say to be believed, and how its address is read.
import type { Service } from 'bonjour-service';
import { describe, expect, it } from 'vitest';
import { Discovery } from '../../../../../src/main/core/store/link/discovery';
import {
  addressOf,
  instanceName,
  stationTxt,
  storeTag,
} from '../../../../../src/main/core/store/link/discoveryRecord';

const service = (fields: Partial<Service>) => ({ port: 4380, ...fields }) as Service;

describe("a station's announcement", () => {
  it('is believed only as version 1 with an id and a store tag', () => {
    const good = { v: '1', id: 'station-1', store: storeTag('store-1') };
    expect(stationTxt.safeParse(good).success).toBe(true);
    expect(stationTxt.safeParse({ ...good, store: 'none', extra: 'x' }).success).toBe(true);
    for (const bad of [
      undefined,
      'v=1',
      { ...good, v: '2' },
      { ...good, id: '' },
      { ...good, id: 'a b' },
      { ...good, id: 'x'.repeat(101) },
      { ...good, store: 'store-1' },
      { v: '1', store: 'none' },
    ]) {
      expect(stationTxt.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names its store by a short digest, the same on every station, and "none" before pairing', () => {
    expect(storeTag(null)).toBe('none');
    expect(storeTag('store-1')).toMatch(/^[0-9a-f]{12}$/);
    expect(storeTag('store-1')).toBe(storeTag('store-1'));
    expect(storeTag('store-1')).not.toBe(storeTag('store-2'));
    expect(storeTag('store-1')).not.toContain('store');
  });

  it('gets a DNS-safe instance name whatever the station id holds', () => {
    expect(instanceName('a.b.c/ü'.repeat(20))).toMatch(/^passdesk-[0-9a-f]{16}$/);
  });

  it('is reached where its answer came from, and not at all without a usable address', () => {
    const referer = { address: '192.168.1.20', family: 'IPv4' as const, port: 5353, size: 1 };
    expect(addressOf(service({ referer, addresses: ['10.0.0.9'] }))).toBe('192.168.1.20:4380');
    expect(addressOf(service({ addresses: ['fe80::1', '10.0.0.9'] }))).toBe('10.0.0.9:4380');
    expect(addressOf(service({ referer: { ...referer, address: '::1', family: 'IPv6' } }))).toBe(
      '[::1]:4380',
    );
    expect(addressOf(service({ addresses: [] }))).toBeNull();
    expect(addressOf(service({ referer, port: 0 }))).toBeNull();
    expect(addressOf(service({ referer, port: 70_000 }))).toBeNull();
  });
});

describe("discovery's options", () => {
  const callbacks = { onFound: () => undefined, onLost: () => undefined };

  it('refuse what cannot work, saying what to fix', () => {
    expect(() => new Discovery({ ...callbacks, stationId: 's', port: 0 })).toThrow(/port/);
    expect(
      () => new Discovery({ ...callbacks, stationId: 's', port: 4380, interface: 'eth0' }),
    ).toThrow(/IPv4 address of a network card/);
    expect(
      () =>
        new Discovery({
          ...callbacks,
          stationId: 's',
          port: 4380,
          refreshMs: 10_000,
          lostAfterMs: 5_000,
        }),
    ).toThrow(/lostAfterMs must be longer than refreshMs/);
  });
});
