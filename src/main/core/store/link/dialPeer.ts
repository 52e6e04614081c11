// Dialling a station of the store: its certificate must be one the roster pins before this
// station says a word, and its greeting must name that station and this store.
import { connectTo, onFirstMessage } from './connect';
import type { DialOutcome } from './dialers';
import { encodeControl } from './frames';
import type { StoreLink } from './storeLink';

export async function dialPeer(link: StoreLink, address: string): Promise<DialOutcome> {
  const { roster } = link;
  if (!roster.sharing || link.closing) return 'failed';
  // No handshake only to learn again that the station there is already linked.
  const owner = link.addressOwners.get(address);
  if (owner !== undefined && link.links.has(owner)) return 'duplicate';
  const framed = await connectTo(address, link.identity);
  const fingerprint = framed.peerFingerprint();
  const station = fingerprint ? roster.trusted(fingerprint) : undefined;
  let outcome: DialOutcome | null = null;
  if (fingerprint === link.identity.fingerprint) outcome = 'self';
  else if (!station || !roster.storeId || !roster.sharing) outcome = 'untrusted';
  else if (link.links.has(station.stationId)) outcome = 'duplicate';
  if (station) link.addressOwners.set(address, station.stationId);
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
      const peer = greeted ? link.attach(framed, message, address) : null;
      if (!peer) {
        framed.close();
        return resolve(greeted ? 'duplicate' : 'untrusted');
      }
      peer.startSync();
      framed.socket.once('close', () => resolve('linked'));
    });
    framed.send(encodeControl(link.hello()));
  });
}
