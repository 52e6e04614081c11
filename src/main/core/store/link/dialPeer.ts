// Dialling a station of the store: its certificate must be one the roster pins before this
// station says a word, and its greeting must name that station and this store.
import { connectTo, onFirstMessage } from './connect';
import type { DialOutcome } from './dialers';
import { encodeControl, type Hello } from './frames';
import type { FramedSocket } from './framedSocket';
import type { StationIdentity } from './identity';
import type { StationRoster } from './pairedStations';

/** What the dialler needs of the station's link. */
export interface DialerHost {
  readonly roster: Pick<StationRoster, 'sharing' | 'storeId' | 'trusted'>;
  readonly identity: StationIdentity;
  closing(): boolean;
  /** Whether a link to this station is open. */
  linked(stationId: string): boolean;
  /** Makes the link of a greeted peer dialled at `address`; null when it is not to be kept. */
  attach(framed: FramedSocket, hello: Hello, address: string): { startSync(): void } | null;
  hello(): Hello;
}

export class PeerDialer {
  /** Which station answered at each address dialled. */
  private readonly addressOwners = new Map<string, string>();

  constructor(private readonly host: DialerHost) {}

  async dial(address: string): Promise<DialOutcome> {
    const { host } = this;
    const { roster } = host;
    if (!roster.sharing || host.closing()) return 'failed';
    // No handshake only to learn again that the station there is already linked.
    const owner = this.addressOwners.get(address);
    if (owner !== undefined && host.linked(owner)) return 'duplicate';
    const framed = await connectTo(address, host.identity);
    const fingerprint = framed.peerFingerprint();
    const station = fingerprint ? roster.trusted(fingerprint) : undefined;
    let outcome: DialOutcome | null = null;
    if (fingerprint === host.identity.fingerprint) outcome = 'self';
    else if (!station || !roster.storeId || !roster.sharing) outcome = 'untrusted';
    else if (host.linked(station.stationId)) outcome = 'duplicate';
    if (station) this.addressOwners.set(address, station.stationId);
    if (outcome) {
      framed.close();
      return outcome;
    }
    return new Promise<DialOutcome>((resolve) => {
      onFirstMessage(framed, (message) => {
        const greeted =
          message?.t === 'hello' &&
          message.stationId === station!.stationId &&
          message.storeId === roster.storeId;
        const peer = greeted ? host.attach(framed, message, address) : null;
        if (!peer) {
          framed.close();
          return resolve(greeted ? 'duplicate' : 'untrusted');
        }
        peer.startSync();
        framed.socket.once('close', () => resolve('linked'));
      });
      framed.send(encodeControl(host.hello()));
    });
  }
}
