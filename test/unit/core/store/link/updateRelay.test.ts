import { expect, it } from 'vitest';
import { UpdateRelay } from '../../../../../src/main/core/store/link/updateRelay';
import { FromPeer } from '../../../../../src/main/core/store/sharedDoc';

const links = ['Till 1', 'Till 2', 'Till 3'];

it("sends this station's own change to every link", () => {
  const relay = new UpdateRelay<string>();
  expect([...relay.targets(links, null)]).toEqual(links);
});

it("passes a peer's change on to every link but the one it came by", () => {
  const relay = new UpdateRelay<string>();
  const targets = relay.from('Till 2', () => [...relay.targets(links, new FromPeer('Till 2'))]);
  expect(targets).toEqual(['Till 1', 'Till 3']);
  // Once applied, a later change of this station's own goes to all again.
  expect([...relay.targets(links, new FromPeer('Till 2'))]).toEqual(links);
});
