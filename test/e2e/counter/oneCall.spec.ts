// One scan, one round trip: a scan of a known member is stored by a single IPC call through the
// web host, and its sync outcome reaches the screen as an event, never by reading the member again.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback, expectMember, openCounter, typeCode } from '../support/counterPage';

/** Every IPC channel the page calls through the web host, in the order it called them. */
function recordIpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const channel = /^\/ipc\/([^/?#]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (channel) calls.push(channel);
  });
  return calls;
}

test('a scan of a known member is stored in exactly one IPC call', async ({ page, station }) => {
  const member = await station.addMember('One call');
  await station.setCountOnService(member.customerId, 2);
  const calls = recordIpcCalls(page);
  await openCounter(page, station.url);
  // The station knows the member's count before the scan, so the scan needs no look-up wait.
  await station.core.handlers['counter.member']({ customerId: member.customerId });
  await expect(page.getByText('Loading…')).toHaveCount(0);

  const before = calls.length;
  await typeCode(page, member.customerId);
  await expectMember(page, member.customerId, `3 of ${station.program.max}`);
  const { lastCheckIn } = await station.core.handlers['counter.member']({
    customerId: member.customerId,
  });
  expect(lastCheckIn?.checkIn?.action).toEqual({ kind: 'increment' });
  expect(calls.slice(before)).toEqual(['counter.scan']);
});

test('the first check-in after the page loads shows synced from its event, without a re-read', async ({
  page,
  station,
}) => {
  const member = await station.addMember('First after load');
  const calls = recordIpcCalls(page);
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);
  await expect(page.getByTestId('unsynced')).toHaveCount(0);
  // The fallback after the wait would read the member again; an outcome that arrived as its
  // event leaves nothing to read.
  expect(calls.filter((channel) => channel === 'counter.member')).toEqual([]);
});
