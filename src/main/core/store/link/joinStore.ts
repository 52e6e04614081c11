// The joining till's side of pairing: reach the inviting station, check its certificate against
// the code, prove the code's secret part, and receive the store's id and stations.
import { failure } from '@shared/i18n/failure';
import type { MessageId } from '@shared/i18n/messageId';
import { connectTo, onFirstMessage } from './connect';
import { encodeControl, type ControlMessage } from './frames';
import type { StationIdentity } from './identity';
import { fingerprintPart, type Verdict } from './pairing';
import type { RosterStation } from './pairedStations';

type Refusal = Exclude<Verdict, 'welcome'>;

const REFUSALS: Record<Refusal, MessageId> = {
  wrongCode: 'store.pairing.wrongCode',
  expired: 'store.pairing.expired',
  tooManyTries: 'store.pairing.tooManyTries',
  noInvite: 'store.pairing.noInvite',
  idTaken: 'store.pairing.idTaken',
};

export interface Joined {
  storeId: string;
  stations: RosterStation[];
  inviterId: string;
  /** The store's PIN key, or null when the store has none. */
  pinKey: string | null;
}

export async function joinStore(
  address: string,
  code: string,
  identity: StationIdentity,
  me: { stationId: string; name: string; port: number | null },
  /** The inviting station's whole fingerprint, when the QR gave it: checked instead of 40 bits. */
  expected?: string,
): Promise<Joined> {
  const framed = await connectTo(address, identity);
  const fingerprint = framed.peerFingerprint();
  const right =
    fingerprint !== null &&
    fingerprintPart(fingerprint) === code.slice(0, 8) &&
    (expected === undefined || fingerprint === expected);
  if (!right) {
    framed.close();
    throw failure('invalid', 'store.pairing.otherStation', { address });
  }
  const answer = await new Promise<ControlMessage | null>((resolve) => {
    onFirstMessage(framed, resolve);
    framed.send(encodeControl({ t: 'join', v: 1, ...me, secret: code.slice(8) }));
  });
  framed.close();
  if (answer?.t === 'refused') {
    throw failure('invalid', REFUSALS[answer.why], undefined, { pairing: answer.why });
  }
  const inviter =
    answer?.t === 'welcome'
      ? answer.stations.find((s) => s.fingerprint === fingerprint && !s.forgotten)
      : undefined;
  if (answer?.t !== 'welcome' || !inviter) {
    throw failure('offline', 'store.pairing.unfinished', { address });
  }
  return {
    storeId: answer.storeId,
    inviterId: inviter.stationId,
    pinKey: answer.pinKey ?? null,
    stations: answer.stations.map((station) => ({
      ...station,
      address: station.stationId === inviter.stationId ? address : station.address,
    })),
  };
}
