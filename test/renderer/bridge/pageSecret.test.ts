// The page's secret: taken once from the launch link's answer (the tag removed, the spent code
// out of the address), kept in the tab for a reload, and forgotten when the session ends.
import { describe, expect, it } from 'vitest';
import { PAGE_SECRET } from '@shared/http/pageSecret';
import {
  forgetPageSecret,
  takePageSecret,
  type PageSecretPlace,
} from '../../../src/renderer/bridge/pageSecret';

function tab(url: string, secretTag: string | null) {
  const stored = new Map<string, string>();
  let address = new URL(url);
  let tag = secretTag;
  const place: PageSecretPlace = {
    document: {
      querySelector: (selector: string) =>
        tag !== null && selector === `meta[name="${PAGE_SECRET.meta}"]`
          ? ({ getAttribute: () => tag, remove: () => (tag = null) } as unknown as Element)
          : null,
    } as PageSecretPlace['document'],
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    get location() {
      return address as unknown as Location;
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, to?: string | URL | null) => {
        address = new URL(String(to), address);
      },
    },
  };
  return { place, stored, address: () => address.href, tag: () => tag };
}

describe("the page's secret", () => {
  it('is taken from the launch answer once, the code dropped from the address', () => {
    const page = tab('http://127.0.0.1:4000/?launch=CODE#/display', 'SECRET');
    expect(takePageSecret(page.place)).toBe('SECRET');
    expect(page.tag()).toBeNull();
    expect(page.address()).toBe('http://127.0.0.1:4000/#/display');
    // A reload: no tag any more, the tab still has it.
    expect(takePageSecret(page.place)).toBe('SECRET');
    forgetPageSecret(page.place.storage);
    expect(takePageSecret(page.place)).toBeNull();
  });

  it('is none for a page opened without its link', () => {
    const page = tab('http://127.0.0.1:4000/', null);
    expect(takePageSecret(page.place)).toBeNull();
    expect(page.address()).toBe('http://127.0.0.1:4000/');
  });
});
