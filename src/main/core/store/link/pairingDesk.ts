// What a manager or the owner does with the store's stations: show a pairing code, join a store,
// forget a station, pause sharing; and the inviting station's judgement of a joining till.
import { failure } from '@shared/i18n/failure';
import { issueSaid } from '@shared/i18n/issues';
import { AppError } from '@shared/ipc/errors';
import { pairingCode, type PairingInvite, type StoreStatus } from '@shared/ipc/storeContract';
import type { ControlMessage } from './frames';
import { joinStore } from './joinStore';
import { formatAddress } from './linkServer';
import { groupCode, Invite } from './pairing';
import type { StationIdentity } from './identity';
import type { StationRoster } from './pairedStations';
import type { StaffRoster } from '../../staff/roster';

type Join = Extract<ControlMessage, { t: 'join' }>;
type Answer = Extract<ControlMessage, { t: 'welcome' } | { t: 'refused' }>;

const paused = () => failure('invalid', 'store.pairing.paused');
/** A refusal about the owner's PIN names its field, so the join form shows it there. */
const ownerPinField = { field: 'ownerPin' };

export interface JoinRequest {
  address: string;
  code: string;
  fingerprint?: string | undefined;
  ownerPin?: string | undefined;
}

/** What the desk needs of the station and its link. */
export interface DeskHost {
  readonly stationId: string;
  stationName(): string;
  now(): Date;
  readonly identity: StationIdentity;
  readonly roster: StationRoster;
  staff(): StaffRoster;
  /** Where the store's other stations reach this one (host:port), to put in a code. */
  address(): string;
  port(): number | null;
  status(): StoreStatus;
  /** Something the status shows changed. */
  changed(): void;
  /** The roster changed here: the map learns it, and no longer trusted links drop. */
  rosterSaved(): void;
  /** Sharing is on again: every link dropped and dialled at once. */
  dropAll(): void;
  /** Nothing of the old store stays (see StoreLink.startAfresh). */
  startAfresh(): Promise<void>;
  /** The new store's stations replace the old one's in the map. */
  storeReplaced(): void;
}

export class PairingDesk {
  /** The code shown now, while it is valid. */
  private invitation: Invite | null = null;

  constructor(private readonly link: DeskHost) {}

  /** Whether a code shown here is still valid at `now`. */
  inviteOpen(now: number): boolean {
    return this.invitation?.open(now) === true;
  }

  private selfEntry() {
    const { link } = this;
    return {
      stationId: link.stationId,
      name: link.stationName(),
      fingerprint: link.identity.fingerprint,
      pairedAt: link.now().toISOString(),
    };
  }

  /** A code valid for five minutes; this station starts a store if it has none yet. */
  invite(): PairingInvite {
    const { link } = this;
    if (!link.roster.sharing) throw paused();
    link.roster.found(this.selfEntry());
    link.roster.save();
    link.rosterSaved();
    const invite = new Invite(link.identity.fingerprint, link.now().getTime());
    this.invitation = invite;
    const address = link.address();
    link.changed();
    return {
      code: groupCode(invite.code),

      qrText: `passdesk-pair:${address}:${invite.code}:${link.identity.fingerprint}`,
      address,
      expiresAt: new Date(invite.expiresAt).toISOString(),
    };
  }

  /** The inviting side: judged at once, without waiting, so parallel tries cannot race. */
  judge(request: Join, fingerprint: string, remoteHost: string | undefined): Answer {
    const { link } = this;
    const { roster } = link;
    if (!this.invitation || !roster.storeId) return { t: 'refused', why: 'noInvite' };
    const verdict = this.invitation.judge(request.secret, link.now().getTime());
    if (verdict !== 'welcome') {
      link.changed();
      return { t: 'refused', why: verdict };
    }
    if (request.stationId === link.stationId || fingerprint === link.identity.fingerprint) {
      return { t: 'refused', why: 'wrongCode' };
    }
    // A station of the store keeps its id and its pinned certificate: a till claiming the id
    // with another certificate would take its place. Once forgotten, the id may be paired again.
    const holder = roster.get(request.stationId);
    if (holder && !holder.forgotten && holder.fingerprint !== fingerprint) {
      return { t: 'refused', why: 'idTaken' };
    }
    this.invitation = null;
    roster.put({
      stationId: request.stationId,
      name: request.name,
      fingerprint,
      pairedAt: link.now().toISOString(),
      address: remoteHost && request.port ? formatAddress(remoteHost, request.port) : null,
    });
    roster.save();
    link.rosterSaved();
    const pinKey = link.staff().pinKey.offer();
    return {
      t: 'welcome',
      storeId: roster.storeId,
      stations: roster.all(),
      ...(pinKey ? { pinKey } : {}),
    };
  }

  /**
   * Joins the store of the station at `address`, leaving any store this one was in and all it
   * shared there: this station starts from the new store's document, staff and settings. A
   * station with staff joins only with its owner's PIN, so no manager can carry it off.
   */
  async join(request: JoinRequest): Promise<StoreStatus> {
    const { address, code, fingerprint, ownerPin } = request;
    const { link } = this;
    const { roster, stationId } = link;
    if (!roster.sharing) throw paused();
    await this.proveOwner(ownerPin);
    // Typed in groups, any case: the same code whichever way it reached here.
    const typed = pairingCode.safeParse(code);
    if (!typed.success) {
      const issue = typed.error.issues[0]!;
      const words = issueSaid(issue);
      throw words
        ? failure('invalid', words.id, words.values)
        : new AppError('invalid', issue.message);
    }
    const joined = await joinStore(
      address,
      typed.data,
      link.identity,
      { stationId, name: link.stationName(), port: link.port() },
      fingerprint,
    );
    const self = joined.stations.find((s) => s.stationId === stationId);
    const stations = joined.stations.filter((s) => s.stationId !== stationId);
    roster.adopt(joined.storeId, [
      ...stations,
      { ...this.selfEntry(), pairedAt: self?.pairedAt ?? link.now().toISOString(), address: null },
    ]);
    roster.save();
    // The new store's key replaces this till's own (its staff go below): kept sealed first.
    link.staff().pinKey.adopt(joined.pinKey);
    this.invitation = null;
    await link.startAfresh();
    link.storeReplaced();
    return link.status();
  }

  /** When this station has staff: the PIN of one of its owners, judged as a sign-in is. */
  private async proveOwner(pin: string | undefined): Promise<void> {
    const staff = this.link.staff();
    const owners = staff.people().filter((person) => person.role === 'owner');
    if (staff.people().length === 0) return;
    if (!pin) throw failure('invalid', 'store.pairing.ownerPinNeeded', undefined, ownerPinField);
    let refusal: unknown = null;
    for (const owner of owners) {
      try {
        await staff.judgePin(owner.id, pin);
        return;
      } catch (error) {
        refusal ??= error;
      }
    }
    if (refusal instanceof AppError) {
      const details = { ...refusal.details, ...ownerPinField };
      throw new AppError(refusal.kind, refusal.message, details, refusal.said);
    }
    throw failure('invalid', 'store.pairing.ownerPinNeeded', undefined, ownerPinField);
  }

  /** The store stops trusting a station; every station that learns it refuses it too. */
  forget(stationId: string): StoreStatus {
    const { link } = this;
    if (stationId === link.stationId) {
      throw failure('invalid', 'store.pairing.forgetSelf');
    }
    const station = link.roster.get(stationId);
    if (!station || station.forgotten) {
      throw failure('notFound', 'store.pairing.unknownStation', { stationId });
    }
    link.roster.put({ ...station, forgotten: true });
    // Every till holds every person's PIN hash: each of them is asked to change their PIN.
    const people = link
      .staff()
      .people()
      .map(({ id, pin }) => ({ id, salt: pin.salt }));
    link.roster.notePins({
      stationId,
      stationName: station.name,
      forgottenAt: link.now().toISOString(),
      people,
    });
    link.roster.save();
    link.rosterSaved();
    return link.status();
  }

  /** Off drops every link and refuses new ones until on again; kept across restarts. */
  setSharing(on: boolean): StoreStatus {
    const { link } = this;
    link.roster.sharing = on;
    link.roster.save();
    if (on) link.dropAll();
    else link.rosterSaved();
    return link.status();
  }
}
