// The station's one link to its store: the listener, the dialled peers, the links that share the
// active workspace's document, and the roster and identity behind them.
import { join } from 'node:path';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said } from '@shared/i18n/said';
import type { Server, TLSSocket } from 'node:tls';
import type * as Y from 'yjs';
import type { CoreContext } from '../../context';
import type { Mode, Workspace } from '../../workspace';
import { acceptFor } from './accept';
import { Dialers } from './dialers';
import { dialPeer } from './dialPeer';
import type { Hello } from './frames';
import type { FramedSocket } from './framedSocket';
import { loadIdentity, type StationIdentity } from './identity';
import { formatAddress, startLinkServer } from './linkServer';
import type { LinkOptions } from './options';
import type { Invite } from './pairing';
import { PairingDesk } from './pairingDesk';
import { HEARTBEAT_MS, heardRecently, PeerLink, type LinkHost } from './peerLink';
import { StationRoster } from './pairedStations';
import { UpdateRelay } from './updateRelay';
import { heldForAnotherStore, StationsMirror } from './mirror';
import { forgetOwnChanges } from '../records/counterSettings';
import { statusKey, storeStatusOf } from './status';
import type { StoreStatus } from '@shared/ipc/storeContract';
import { sight } from './sightings';
import { ReplicatedDoc, type Refusal } from '../replicated/replicatedDoc';
import { RefusalTally } from '../replicated/refusalTally';
import { GreetingGate } from './greetingGate';

interface Bound {
  ws: Workspace;
  doc: Y.Doc;
  mode: Mode;
  off(): void;
}

export class StoreLink implements LinkHost {
  readonly links = new Map<string, PeerLink>();
  /** Stations discovery reported: id → where and, when it said, their name. */
  readonly sighted = new Map<string, { address: string; name: string | null }>();
  readonly lastHeard = new Map<string, number>();
  /** Connections accepted that have not yet said who they are. */
  readonly greeting = new Set<TLSSocket>();
  /** Caps the connections not yet greeted, in all and per address. */
  readonly gate = new GreetingGate();
  /** Stations of this store that greeted before this station trusted them: where to dial back. */
  readonly refusedGreetings = new Map<string, string>();
  /** Which station answered at each address dialled. */
  readonly addressOwners = new Map<string, string>();
  readonly desk: PairingDesk;
  invite: Invite | null = null;
  private readonly mirror: StationsMirror;
  private readonly dialers = new Dialers((address) => dialPeer(this, address));
  private server: Server | null = null;
  port: number | null = null;
  readonly relay = new UpdateRelay<PeerLink>();
  private boundTo: Bound | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastKey = '';
  closing = false;
  private readonly offSettings: () => void;
  /** Entries refused from each station's link, and which stations are kept away for a while. */
  readonly refusals = new RefusalTally();

  private constructor(
    readonly ctx: CoreContext,
    readonly options: LinkOptions,
    readonly identity: StationIdentity,
    readonly roster: StationRoster,
  ) {
    this.mirror = new StationsMirror(roster, () => this.rosterChanged());
    this.desk = new PairingDesk(this);
    this.offSettings = ctx.events.on('settings.changed', () => {
      this.settingsChanged().catch(() => undefined);
    });
  }

  /** Opens the identity and roster, listens, binds the active document and starts dialling. */
  static async start(ctx: CoreContext, options: LinkOptions, notices: string[]) {
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
      (socket) => acceptFor(link, socket),
      (socket) => link.gate.enter(socket),
    );
    link.server = listening.server;
    link.port = listening.port;
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

  now(): number {
    return this.ctx.now().getTime();
  }

  /** The active document, or null while a switch has closed the old one and not bound the new. */
  bound(): { doc: Y.Doc; mode: Mode } | null {
    const bound = this.boundTo;
    // A document holding a change that was never stored shares nothing until it is reopened.
    return bound && !bound.doc.isDestroyed && !bound.ws.shared.unstored ? bound : null;
  }

  hello(): Hello {
    return {
      t: 'hello',
      v: 1,
      stationId: this.ctx.stationId,
      name: this.ctx.settings().stationName,
      storeId: this.roster.storeId ?? '-',
      mode: this.boundTo?.mode ?? this.ctx.mode,
      port: this.port,
    };
  }

  get listening(): string | null {
    return this.port === null ? null : formatAddress(this.options.host, this.port);
  }

  status(): StoreStatus {
    return storeStatusOf(this);
  }

  /** Emits 'store.changed' when anything but the times last heard changed. */
  changed(): void {
    if (this.closing) return;
    const status = this.status();
    const key = statusKey(status);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.ctx.events.emit('store.changed', status);
  }

  /** Where discovery saw a station: dialled when it is paired, listed as unpaired when not. */
  found(stationId: string, address: string, name: string | null = null): void {
    if (sight(this, stationId, address, name)) this.redial();
    this.changed();
  }

  /** Dials every address a paired station may be at, unless sharing is paused. */
  redial(): void {
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
      const seen = this.sighted.get(station.stationId);
      if (seen) addresses.add(seen.address);
      const greeted = this.refusedGreetings.get(station.stationId);
      if (greeted) addresses.add(greeted);
    }
    this.dialers.want(addresses);
  }

  /** Drops every link, and (when sharing is on) dials again at once. */
  dropAll(): void {
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
      this.lastHeard.set(link.peer.stationId, link.lastHeardAt);
    }
    // A workspace that failed to open is reported where it is opened; the link waits for the next.
    this.rebind().catch(() => undefined);
    if (this.refusals.backFromAway(now)) this.redial();
    this.changed();
  }

  greeted(link: PeerLink): void {
    this.remember(link);
    this.changed();
  }

  closed(link: PeerLink): void {
    if (this.links.get(link.peer.stationId) === link) this.links.delete(link.peer.stationId);
    this.changed();
  }

  /** Binds the links to the active workspace's document (after a switch of mode or service). */
  async rebind(): Promise<void> {
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
    // and a peer's update with refused parts goes no further (what stood is sent instead).
    const offStored = ws.shared.onStored((update, origin, tr) => {
      if (replicated.hadRefusals(tr)) return;
      for (const link of this.relay.targets(this.links.values(), origin)) link.sendUpdate(update);
    });
    const off = () => {
      offStored();
      replicated.close();
    };
    this.boundTo = { ws, doc, mode: ws.mode, off };
    this.mirror.bind(doc);
    replicated.vouchOwn();
    for (const link of this.links.values()) link.greet();
    this.changed();
  }

  /** A peer's link carried refused entries: counted, and a link that keeps at it is closed. */
  private refused(peer: string, refusals: Refusal[]): void {
    if (this.refusals.count(peer, refusals.length, this.now())) {
      this.links.get(peer)?.close();
      this.redial();
    }
    this.changed();
  }

  /** After the roster changed here: the map learns it, and no longer trusted links drop. */
  rosterSaved(): void {
    this.mirror.push();
    this.rosterChanged();
  }

  /**
   * After joining another store, before its stations go in the map: nothing of the old store
   * stays. The people kept here leave (the new store's arrive with its document), the times of
   * this station's setting changes are forgotten, and the document is dropped and reopened empty.
   */
  async startAfresh(): Promise<void> {
    this.ctx.staff.roster.adopt([]);
    const ws = await this.ctx.workspace();
    forgetOwnChanges(ws);
    ws.shared.discard();
    await this.rebind();
  }

  /** After joining another store: its stations replace the old store's in the map. */
  storeReplaced(): void {
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
  attach(framed: FramedSocket, hello: Hello, address: string | null): PeerLink | null {
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
    const link = new PeerLink(framed, hello, address, this);
    this.links.set(hello.stationId, link);
    this.remember(link);
    this.changed();
    return link;
  }

  /** Keeps the peer's name and where it can be dialled, as it last said. */
  private remember(link: PeerLink): void {
    this.lastHeard.set(link.peer.stationId, link.lastHeardAt);
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
    // Connections still greeting would hold the listener open until their time runs out.
    for (const socket of this.greeting) socket.destroy();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
