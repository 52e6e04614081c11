// Which links a change of the shared document goes to: this station's own change to every link,
// a peer's change to every link but the one it came by, so a till linked to only one station of
// the store (its addresses typed by hand, multicast blocked) still hears the others.
import { isFromPeer } from '../sharedDoc';

export class UpdateRelay<Link> {
  private arrivingFrom: Link | null = null;

  /** Applies what `link` sent: the changes it makes are known to have come by that link. */
  from<T>(link: Link, apply: () => T): T {
    const before = this.arrivingFrom;
    this.arrivingFrom = link;
    try {
      return apply();
    } finally {
      this.arrivingFrom = before;
    }
  }

  /** The links a change with this origin goes on to. */
  *targets(links: Iterable<Link>, origin: unknown): Iterable<Link> {
    for (const link of links) {
      if (!isFromPeer(origin) || link !== this.arrivingFrom) yield link;
    }
  }
}
