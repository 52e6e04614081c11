// The customer display speaks its own language: a change of it in settings reaches the open
// display at once, and a change of anything else says nothing new to it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DisplayView } from '@shared/ipc/displayView';
import { startFakeWallet, type FakeWallet } from '../fakeWallet';
import { startCore, until, type TestCore } from '../harness';

let wallet: FakeWallet;
let t: TestCore;

beforeEach(async () => {
  wallet = await startFakeWallet();
  t = await startCore(wallet.url, wallet.apiKey);
});
afterEach(async () => {
  await t.close();
  await wallet.close();
});

describe('the customer display’s language', () => {
  it('re-publishes the display when its language changes in settings', async () => {
    const heard: DisplayView[] = [];
    t.core.events.on('display.changed', (view) => heard.push(view));
    expect((await t.core.handlers['display.current']({})).language).toBe('en');

    await t.core.handlers['settings.update']({ language: 'de' });
    await t.core.handlers['settings.update']({ displayLanguage: 'ar' });
    await until(() => heard.length > 0, 'the display re-published');
    expect(heard.map((view) => view.language)).toEqual(['ar']);

    await t.core.handlers['settings.update']({ displayLanguage: 'fr' });
    await until(() => heard.length > 1, 'the display re-published again');
    expect(heard.map((view) => view.language)).toEqual(['ar', 'fr']);
    expect((await t.core.handlers['display.current']({})).language).toBe('fr');
  });
});
