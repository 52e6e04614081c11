// The joining till's side of pairing: reach the inviting station, check its certificate against
// the code, prove the code's secret part, and receive the store's id and stations.
import { AppError } from '@shared/ipc/errors';
import { connectTo, onFirstMessage } from './connect';
import { encodeControl, type ControlMessage } from './frames';
import type { StationIdentity } from './identity';
import { fingerprintPart, type Verdict } from './pairing';
import type { RosterStation } from './roster';

type Refusal = Exclude<Verdict, 'welcome'>;

const REFUSALS: Record<Refusal, string> = {
  wrongCode: 'The pairing code is not right: check it on the manager’s station and type it again.',
  expired: 'The pairing code has expired: show a new one on the manager’s station.',
  tooManyTries:
    'The pairing code was typed wrong too often and no longer works: show a new one on the manager’s station.',
  noInvite: 'That station shows no pairing code now: show one there first.',
};

export interface Joined {
  storeId: string;
  stations: RosterStation[];
  inviterId: string;
}

export async function joinStore(
  address: string,
  code: string,
  identity: StationIdentity,
  me: { stationId: string; name: string; port: number | null },
): Promise<Joined> {
  const framed = await connectTo(address, identity);
  const fingerprint = framed.peerFingerprint();
  if (!fingerprint || fingerprintPart(fingerprint) !== code.slice(0, 8)) {
    framed.close();
    throw new AppError(
      'invalid',
      `The station at ${address} is not the one showing this code: check the address and the code.`,
    );
  }
  const answer = await new Promise<ControlMessage | null>((resolve) => {
    onFirstMessage(framed, resolve);
    framed.send(encodeControl({ t: 'join', v: 1, ...me, secret: code.slice(8) }));
  });
  framed.close();
  if (answer?.t === 'refused') {
    throw new AppError('invalid', REFUSALS[answer.why], { pairing: answer.why });
  }
  const inviter =
    answer?.t === 'welcome'
      ? answer.stations.find((s) => s.fingerprint === fingerprint && !s.forgotten)
      : undefined;
  if (answer?.t !== 'welcome' || !inviter) {
    throw new AppError(
      'offline',
      `The station at ${address} did not finish the pairing: try again.`,
    );
  }
  return {
    storeId: answer.storeId,
    inviterId: inviter.stationId,
    stations: answer.stations.map((station) => ({
      ...station,
      address: station.stationId === inviter.stationId ? address : station.address,
    })),
  };
}
