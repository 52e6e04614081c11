// The station's one link to its store: the listener, the dialled peers, the links that share the
// active workspace's document, and the roster and identity behind them.
import { join } from 'node:path';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said } from '@shared/i18n/said';
import type { Server } from 'node:tls';
import type * as Y from 'yjs';
import type { SettingsInput } from '@shared/ipc/views';
import type { CoreEvents } from '../../events';
import type { StaffSession } from '../../staff/session';
import type { Mode } from '../../mode';
import type { VisitsWorkspace } from '../visits/visitsWorkspace';
import { LinkAcceptor } from './accept';
import { Dialers } from './dialers';
import { PeerDialer } from './dialPeer';
import type { Hello } from './frames';
import type { FramedSocket } from './framedSocket';
import type { SecretSeal } from '../../settings/secretSeal';
import { loadIdentity, type StationIdentity } from './identity';
import { formatAddress, reachableHost, startLinkServer } from './linkServer';
import type { LinkOptions } from './options';
import { PairingDesk } from './pairingDesk';
import { HEARTBEAT_MS, heardRecently, PeerLink, type LinkHost } from './peerLink';
import { StationRoster, type PinNotice } from './pairedStations';
import { UpdateRelay } from './updateRelay';
import { heldForAnotherStore, StationsMirror } from './mirror';
import { forgetOwnChanges } from '../records/counterSettings';
import { LinkStatus } from './status';
import type { StoreStatus } from '@shared/ipc/storeContract';
import { Sightings } from './sightings';
import { ReplicatedDoc, type Refusal } from '../replicated/replicatedDoc';
import { RefusalTally } from '../replicated/refusalTally';
import { openConflictCount } from '../visits/conflicts';
import type { FromPeer } from '../sharedDoc';

/** What the link needs of its station: who it is, its clock and settings, its workspace, staff. */
export interface LinkStation {
  readonly stationId: string;
  readonly mode: Mode;
  readonly config: {
    readonly dataDir: string;
    readonly secretSeal?: SecretSeal | undefined;
    now(): Date;
  };
  readonly events: CoreEvents;
  readonly staff: StaffSession;
  now(): Date;
  settings(): Pick<SettingsInput, 'stationName' | 'peerAddresses'>;
  /** The active workspace, once any switch of mode or key has finished. */
  workspace(): Promise<VisitsWorkspace>;
}

interface Bound {
  ws: VisitsWorkspace;
  doc: Y.Doc;
  mode: Mode;
  receive(update: Uint8Array, origin: FromPeer): void;
  off(): void;
}

export class StoreLink {
  private readonly links = new Map<string, PeerLink>();
  /** Stations discovery reported: where and, when it said, their name. */
  private readonly sightings: Sightings;
  private readonly acceptor: LinkAcceptor;
  private readonly dialer: PeerDialer;
  private readonly dialers: Dialers;
  private readonly mirror: StationsMirror;
  private readonly linkStatus: LinkStatus;
  private readonly relay = new UpdateRelay<PeerLink>();
  /** Entries refused from each station's link, and which stations are kept away for a while. */
  private readonly refusals = new RefusalTally();
  /** What each peer's link needs of this one. */
  private readonly linkHost: LinkHost;
  private readonly offSettings: () => void;
  private server: Server | null = null;
  private listenPort: number | null = null;
  private boundTo: Bound | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;
  /** Showing a pairing code, joining a store, forgetting a station, pausing sharing. */
  readonly desk: PairingDesk;

  private constructor(
    private readonly ctx: LinkStation,
    readonly options: LinkOptions,
    private readonly identity: StationIdentity,
    private readonly roster: StationRoster,
  ) {
    const closing = () => this.closing;
    this.sightings = new Sightings(ctx.stationId);
    this.mirror = new StationsMirror(roster, () => this.rosterChanged());
    this.desk = new PairingDesk({
      stationId: ctx.stationId,
      stationName: () => ctx.settings().stationName,
      now: () => ctx.now(),
      identity,
      roster,
      staff: () => ctx.staff.roster,
      address: () => formatAddress(reachableHost(options.host), this.listenPort!),
      port: () => this.listenPort,
      status: () => this.status(),
      changed: () => this.changed(),
      rosterSaved: () => this.rosterSaved(),
      dropAll: () => this.dropAll(),
      startAfresh: () => this.startAfresh(),
      storeReplaced: () => this.storeReplaced(),
    });
    this.acceptor = new LinkAcceptor({
      roster,
      closing,
      attach: (framed, hello) => this.attach(framed, hello, null),
      judge: (request, fingerprint, remoteHost) =>
        this.desk.judge(request, fingerprint, remoteHost),
      greetingMs: options.greetingMs,
    });
    this.dialer = new PeerDialer({
      roster,
      identity,
      closing,
      linked: (stationId) => this.links.has(stationId),
      attach: (framed, hello, address) => this.attach(framed, hello, address),
      hello: () => this.hello(),
    });
    this.dialers = new Dialers((address) => this.dialer.dial(address));
    this.linkStatus = new LinkStatus({
      stationId: ctx.stationId,
      stationName: () => ctx.settings().stationName,
      now: () => this.now(),
      roster,
      sightings: this.sightings,
      staff: () => ctx.staff.roster,
      linkTo: (stationId) => this.links.get(stationId),
      refusedFrom: (stationId) => this.refusals.refusedFrom(stationId),
      inviteOpen: (now) => this.desk.inviteOpen(now),
      listening: () => this.listening,
      openConflicts: () => {
        const bound = this.bound();
        return bound ? openConflictCount(bound.doc, bound.ws.visits) : 0;
      },
      emit: (status) => ctx.events.emit('store.changed', status),
    });
    this.linkHost = {
      bound: () => this.bound(),
      now: () => this.now(),
      hello: () => this.hello(),
      greeted: (link) => this.greeted(link),
      closed: (link) => this.closed(link),
      carried: (link, apply) => this.relay.from(link, apply),
    };
    this.offSettings = ctx.events.on('settings.changed', () => {
      this.settingsChanged().catch(() => undefined);
    });
  }

  /** Opens the identity and roster, listens, binds the active document and starts dialling. */
  static async start(ctx: LinkStation, options: LinkOptions, notices: string[]) {
    const { dataDir, secretSeal, now } = ctx.config;
    const path = join(dataDir, 'station-identity.json');
    const loaded = await loadIdentity(path, ctx.stationId, secretSeal, now());
    if (loaded.problem) notices.push(loaded.problem);
    const roster = new StationRoster(join(dataDir, 'store.json'));
    if (roster.problem) notices.push(roster.problem);
    const link = new StoreLink(ctx, options, loaded.identity, roster);
    const listening = await startLinkServer(
      loaded.identity,
      options,
      (socket) => link.acceptor.accept(socket),
      (socket) => link.acceptor.enter(socket),
    );
    link.server = listening.server;
    link.listenPort = listening.port;
    if (listening.fellBackFrom !== null) {
      const ports = { wanted: String(listening.fellBackFrom), port: String(listening.port) };
      notices.push(inEnglish(said('store.link.portTaken', ports)));
    }
    await link.rebind();
    link.heartbeat = setInterval(() => link.sweep(), HEARTBEAT_MS);
    link.heartbeat.unref();
    link.redial();
    return link;
  }

  /** The store this station belongs to, if any. */
  get storeId(): string | null {
    return this.roster.storeId;
  }

  /** The port the link listens on, once it does. */
  get port(): number | null {
    return this.listenPort;
  }

  private now(): number {
    return this.ctx.now().getTime();
  }

  /** The active document, or null while a switch has closed the old one and not bound the new. */
  private bound(): Bound | null {
    const bound = this.boundTo;
    // A document holding a change that was never stored shares nothing until it is reopened.
    return bound && !bound.doc.isDestroyed && !bound.ws.shared.unstored ? bound : null;
  }

  private hello(): Hello {
    return {
      t: 'hello',
      v: 1,
      stationId: this.ctx.stationId,
      name: this.ctx.settings().stationName,
      storeId: this.roster.storeId ?? '-',
      mode: this.boundTo?.mode ?? this.ctx.mode,
      port: this.listenPort,
    };
  }

  private get listening(): string | null {
    return this.listenPort === null ? null : formatAddress(this.options.host, this.listenPort);
  }

  /** What the owner was told of the tills forgotten here: whose PINs each held. */
  pinNotices(): readonly PinNotice[] {
    return this.roster.pinNotices();
  }

  status(): StoreStatus {
    return this.linkStatus.status();
  }

  /** Emits 'store.changed' when anything but the times last heard changed. */
  private changed(): void {
    if (this.closing) return;
    this.linkStatus.changed();
  }

  /** Where discovery saw a station: dialled when it is paired, listed as unpaired when not. */
  found(stationId: string, address: string, name: string | null = null): void {
    if (this.sightings.sight(stationId, address, name)) this.redial();
    this.changed();
  }

  /** Dials every address a paired station may be at, unless sharing is paused. */
  private redial(): void {
    if (!this.roster.sharing || this.closing) return this.dialers.stop();
    if (this.options.peersOnly) return this.dialers.want(new Set(this.options.peers));
    const addresses = new Set<string>([
      ...this.options.peers,
      ...this.ctx.settings().peerAddresses,
    ]);
    for (const station of this.roster.all()) {
      if (station.stationId === this.ctx.stationId || station.forgotten) continue;
      // A station whose link was closed for what it sent is not dialled for a while.
      if (this.refusals.keptAway(station.stationId, this.now())) continue;
      if (station.address) addresses.add(station.address);
      const seen = this.sightings.get(station.stationId);
      if (seen) addresses.add(seen.address);
      const greeted = this.acceptor.dialBackAt(station.stationId);
      if (greeted) addresses.add(greeted);
    }
    this.dialers.want(addresses);
  }

  /** Drops every link, and (when sharing is on) dials again at once. */
  private dropAll(): void {
    for (const link of [...this.links.values()]) link.close();
    this.redial();
    this.dialers.hurry();
  }

  /** Pings each link and drops those silent too long; run by the heartbeat, or a test's clock. */
  sweep(): void {
    const now = this.now();
    for (const link of this.links.values()) {
      if (!heardRecently(link.lastHeardAt, now)) link.close();
      else link.ping();
      this.linkStatus.heard(link.peer.stationId, link.lastHeardAt);
    }
    // A workspace that failed to open is reported where it is opened; the link waits for the next.
    this.rebind().catch(() => undefined);
    if (this.refusals.backFromAway(now)) this.redial();
    this.changed();
  }

  private greeted(link: PeerLink): void {
    this.remember(link);
    this.changed();
  }

  private closed(link: PeerLink): void {
    if (this.links.get(link.peer.stationId) === link) this.links.delete(link.peer.stationId);
    this.changed();
  }

  /** Binds the links to the active workspace's document (after a switch of mode or service). */
  private async rebind(): Promise<void> {
    let ws = await this.ctx.workspace();
    if (this.closing || this.boundTo?.ws === ws) return;
    if (heldForAnotherStore(ws.shared.doc, this.roster.storeId)) {
      // The other mode's document, kept from a store this station has since left.
      ws.shared.discard();
      ws = await this.ctx.workspace();
      if (this.closing || this.boundTo?.ws === ws) return;
    }
    this.boundTo?.off();
    const doc = ws.shared.doc;
    const replicated = new ReplicatedDoc(doc, {
      stationId: this.ctx.stationId,
      key: this.identity.key,
      cert: this.identity.cert,
      now: () => this.now(),
      person: () => this.ctx.staff.actor().staffId,
      staff: () => this.ctx.staff.roster.people(),
      pinKey: this.ctx.staff.roster.pinKey,
      roster: this.roster,
      refused: (peer, refusals) => this.refused(peer, refusals),
    });
    // Only what is stored for good goes on: a change whose transaction rolls back never leaves,
    // and a peer's update with refused parts goes no further. Its undo goes back to that peer;
    // the others get at once what of it stands, without the refused values.
    const offStored = ws.shared.onStored((update, origin, tr) => {
      if (replicated.hadRefusals(tr)) return;
      const accepted = replicated.accepted(tr);
      for (const link of this.relay.targets(this.links.values(), origin)) {
        const carrier = accepted?.carrier === link.peer.stationId;
        link.sendUpdate(accepted && !carrier ? accepted.update : update);
      }
    });
    const off = () => {
      offStored();
      replicated.close();
    };
    const receive = (update: Uint8Array, origin: FromPeer) => replicated.receive(update, origin);
    this.boundTo = { ws, doc, mode: ws.mode, receive, off };
    this.mirror.bind(doc);
    replicated.vouchOwn();
    for (const link of this.links.values()) link.greet();
    this.changed();
  }

  /** A peer's link carried refused entries: counted, and a link that keeps at it is closed. */
  private refused(peer: string, refusals: Refusal[]): void {
    const reasons = refusals.map((refusal) => refusal.why);
    if (this.refusals.count(peer, reasons, this.now())) {
      this.links.get(peer)?.close();
      this.redial();
    }
    this.changed();
  }

  /** After the roster changed here: the map learns it, and no longer trusted links drop. */
  private rosterSaved(): void {
    this.mirror.push();
    this.rosterChanged();
  }

  /**
   * After joining another store, before its stations go in the map: nothing of the old store
   * stays. The people kept here leave (the new store's arrive with its document), the times of
   * this station's setting changes are forgotten, and the document is dropped and reopened empty.
   */
  private async startAfresh(): Promise<void> {
    this.ctx.staff.roster.adopt([]);
    const ws = await this.ctx.workspace();
    forgetOwnChanges(ws);
    ws.shared.discard();
    await this.rebind();
  }

  /** After joining another store: its stations replace the old store's in the map. */
  private storeReplaced(): void {
    this.mirror.replace();
    this.rosterChanged();
  }

  private rosterChanged(): void {
    for (const link of [...this.links.values()]) {
      const station = this.roster.trusted(link.fingerprint);
      if (
        station?.stationId !== link.peer.stationId ||
        this.roster.storeId !== link.peer.storeId ||
        !this.roster.sharing
      ) {
        link.close();
      }
    }
    this.redial();
    this.changed();
  }

  private async settingsChanged(): Promise<void> {
    await this.rebind();
    const self = this.roster.get(this.ctx.stationId);
    const name = this.ctx.settings().stationName;
    if (self && self.name !== name) {
      this.roster.put({ ...self, name });
      this.roster.save();
      this.mirror.push();
      for (const link of this.links.values()) link.greet();
    }
    this.redial();
    this.changed();
  }

  /**
   * Keeps one link per peer. When both stations dialled each other at once, both keep the link
   * dialled by the station with the smaller id, so they agree without a word.
   */
  private attach(framed: FramedSocket, hello: Hello, address: string | null): PeerLink | null {
    // Judged again at the end of the greeting: sharing may have paused, or the station been
    // forgotten, while it was under way.
    const fingerprint = framed.peerFingerprint();
    const trusted = fingerprint ? this.roster.trusted(fingerprint) : undefined;
    if (this.closing || !this.roster.sharing || trusted?.stationId !== hello.stationId) return null;
    if (this.refusals.keptAway(hello.stationId, this.now())) return null;
    const existing = this.links.get(hello.stationId);
    if (existing && !existing.closed) {
      const dialler = (a: string | null) => (a === null ? hello.stationId : this.ctx.stationId);
      if (dialler(address) >= dialler(existing.address)) return null;
      existing.close();
    }
    const link = new PeerLink(framed, hello, address, this.linkHost);
    this.links.set(hello.stationId, link);
    this.remember(link);
    this.changed();
    return link;
  }

  /** Keeps the peer's name and where it can be dialled, as it last said. */
  private remember(link: PeerLink): void {
    this.linkStatus.heard(link.peer.stationId, link.lastHeardAt);
    const station = this.roster.get(link.peer.stationId);
    if (!station) return;
    const remote = link.remoteHost;
    const address =
      link.address ??
      (remote && link.peer.port ? formatAddress(remote, link.peer.port) : station.address);
    if (station.address === address && station.name === link.peer.name) return;
    this.roster.put({ ...station, address, name: link.peer.name });
    this.roster.save();
  }

  async close(): Promise<void> {
    this.closing = true;
    this.offSettings();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.dialers.stop();
    this.boundTo?.off();
    this.mirror.unbind();
    for (const link of [...this.links.values()]) link.close();
    this.acceptor.close();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
