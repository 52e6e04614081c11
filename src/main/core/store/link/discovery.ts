// Finds the store's other stations on the local network and announces this one (DNS-SD over mDNS).
/* eslint-disable i18n/person-facing-text -- the options' faults and the problems handed to onProblem are for the log, never shown on a screen */
import { issueInEnglish } from '@shared/ipc/invalid';
import { EventEmitter } from 'node:events';
import { isIPv4 } from 'node:net';
import { Bonjour, type Browser, type Service, type ServiceConfig } from 'bonjour-service';
import { z } from 'zod';
import {
  addressOf,
  MAX_STATIONS_IN_SIGHT,
  instanceName,
  SERVICE_TYPE,
  stationTxt,
  storeTag,
  type FoundStation,
  type StationTxt,
} from './discoveryRecord';

export { SERVICE_TYPE, stationTxt, storeTag, type FoundStation } from './discoveryRecord';

const settings = z
  .object({
    stationId: stationTxt.shape.id,
    /** The port this station's link listens on. */
    port: z.number().int().min(1).max(65535),
    storeId: z.string().min(1).nullable().default(null),
    /** The IPv4 address of the network card to use; every card's when not given. */
    interface: z.ipv4({ error: 'give the IPv4 address of a network card' }).optional(),
    /** How often the network is asked again who is there. */
    refreshMs: z.number().int().min(100).default(15_000),
    /** A station that answered none of the questions of this long is gone. */
    lostAfterMs: z.number().int().min(100).default(50_000),
  })
  .refine((o) => o.lostAfterMs > o.refreshMs, {
    error:
      'lostAfterMs must be longer than refreshMs, or every station would be lost between two questions',
  });

export type DiscoveryOptions = z.input<typeof settings> & {
  /** Milliseconds since the epoch; a test drives the judgement of who is gone with its own clock. */
  now?: () => number;
  onFound(station: FoundStation): void;
  onLost(stationId: string): void;
  /** What went wrong, for the log: a socket that could not open, a record ignored. */
  onProblem?(message: string, fields?: Record<string, unknown>): void;
};

interface InSight extends FoundStation {
  fqdn: string;
  seenAt: number;
}

export class Discovery {
  private readonly settings: z.output<typeof settings>;
  private readonly now: () => number;
  private bonjour: Bonjour | null = null;
  private service: Service | null = null;
  private browser: Browser | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly inSight = new Map<string, InSight>();
  /** Records already reported as ignored, so a chatty neighbour fills no log. */
  private readonly ignored = new Set<string>();

  constructor(private readonly options: DiscoveryOptions) {
    const parsed = settings.safeParse(options);
    if (!parsed.success) {
      const why = parsed.error.issues
        .map((i) => `${i.path.join('.')}: ${issueInEnglish(i)}`)
        .join('; ');
      throw new TypeError(`The station's discovery options are not valid: ${why}`);
    }
    this.settings = parsed.data;
    this.now = options.now ?? Date.now;
  }

  /** Announces this station and starts looking for the others. */
  start(): void {
    if (this.bonjour) return;
    const { interface: card } = this.settings;
    // Bound to a card's own address, Linux hands the socket no multicast: listen on all, send on one.
    const mdns = card ? { interface: card, bind: '0.0.0.0' } : {};
    const bonjour = new Bonjour(mdns as Partial<ServiceConfig>, (error: unknown) =>
      this.problem('an mDNS answer could not be sent', { error }),
    );
    socketOf(bonjour).on('error', (error: unknown) =>
      this.problem('discovery is off: the mDNS port could not be opened', { error }),
    );
    this.bonjour = bonjour;
    this.announce();
    this.browse();
    this.timer = setInterval(() => this.guard(() => this.refresh()), this.settings.refreshMs);
    this.timer.unref();
  }

  /** After pairing (or forgetting the store), the record says which store this station is in. */
  setStore(storeId: string | null): void {
    if (storeTag(storeId) === storeTag(this.settings.storeId)) return;
    this.settings.storeId = storeId;
    if (!this.bonjour) return;
    const old = this.service;
    // The old record is withdrawn first, so no peer ever holds two records of one station.
    if (old) old.stop(() => this.bonjour && this.service === old && this.announce());
    else this.announce();
  }

  /** The stations in sight now, with when each last answered (this station's clock). */
  stations(): ReadonlyArray<Readonly<FoundStation & { seenAt: number }>> {
    return [...this.inSight.values()].map(({ fqdn: _fqdn, ...station }) => station);
  }

  /** One round: those silent too long are lost, and the network is asked again who is there. */
  refresh(): void {
    if (!this.bonjour) return;
    const now = this.now();
    for (const [stationId, station] of this.inSight) {
      if (now - station.seenAt > this.settings.lostAfterMs) this.lose(stationId);
    }
    this.browse();
  }

  /** Withdraws this station's record and closes the socket; nothing is reported after it. */
  async stop(): Promise<void> {
    const bonjour = this.bonjour;
    if (!bonjour) return;
    this.bonjour = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.browser?.stop();
    this.browser = null;
    this.service = null;
    this.inSight.clear();
    await new Promise<void>((resolve) => bonjour.unpublishAll(() => resolve()));
    await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }

  private announce(): void {
    const { stationId, port, storeId } = this.settings;
    const txt: StationTxt = { v: '1', id: stationId, store: storeTag(storeId) };
    this.service = this.bonjour!.publish({
      name: instanceName(stationId),
      type: SERVICE_TYPE,
      port,
      txt,
      // The name is the station's own id, so no other station can hold it: no probing wait.
      probe: false,
      disableIPv6: true,
    });
  }

  /**
   * A fresh browser per round: bonjour-service reports a station only when it first appears or
   * changes, and a fresh one reports every station that answers, which is how one is seen again.
   */
  private browse(): void {
    this.browser?.stop();
    const browser = this.bonjour!.find({ type: SERVICE_TYPE, protocol: 'tcp' });
    for (const event of ['up', 'srv-update', 'txt-update'] as const) {
      browser.on(event, (service: Service) => this.guard(() => this.seen(service)));
    }
    browser.on('down', (service: Service) => this.guard(() => this.gone(service)));
    this.browser = browser;
  }

  private seen(service: Service): void {
    const txt = stationTxt.safeParse(service.txt);
    if (service.type !== SERVICE_TYPE || service.protocol !== 'tcp' || !txt.success) {
      this.ignore(service, 'it is not a PassDesk station’s record');
      return;
    }
    const { id: stationId, store } = txt.data;
    if (stationId === this.settings.stationId) return;
    const address = addressOf(service);
    if (address === null) {
      this.ignore(service, 'it names no address this station can reach');
      return;
    }
    const known = this.inSight.get(stationId);
    if (!known && this.inSight.size >= MAX_STATIONS_IN_SIGHT) {
      this.ignore(service, `more than ${MAX_STATIONS_IN_SIGHT} stations are in sight`);
      return;
    }
    const station: InSight = {
      stationId,
      address,
      storeTag: store,
      fqdn: service.fqdn.toLowerCase(),
      seenAt: this.now(),
    };
    this.inSight.set(stationId, station);
    if (!known || known.address !== address || known.storeTag !== store) {
      this.options.onFound({ stationId, address, storeTag: store });
    }
  }

  /** A station withdrew its record (it closed, or changed store). */
  private gone(service: Service): void {
    const fqdn = service.fqdn?.toLowerCase();
    for (const [stationId, station] of this.inSight) {
      if (station.fqdn === fqdn) this.lose(stationId);
    }
  }

  private lose(stationId: string): void {
    if (this.inSight.delete(stationId)) this.options.onLost(stationId);
  }

  private ignore(service: Service, why: string): void {
    const key = `${service.fqdn}|${why}`;
    if (this.ignored.has(key) || this.ignored.size >= 256) return;
    this.ignored.add(key);
    this.problem(`an announcement was ignored: ${why}`, { name: String(service.fqdn) });
  }

  /** A neighbour's record, or a caller's callback, must never stop discovery or the station. */
  private guard(work: () => void): void {
    try {
      work();
    } catch (error) {
      this.problem('an announcement could not be handled', { error });
    }
  }

  private problem(message: string, fields?: Record<string, unknown>): void {
    this.options.onProblem?.(message, fields);
  }
}

/**
 * bonjour-service leaves the socket's 'error' unheard, and an unheard 'error' ends the process:
 * a taken mDNS port must only turn discovery off.
 */
function socketOf(bonjour: Bonjour): EventEmitter {
  const mdns = (bonjour as unknown as { server?: { mdns?: unknown } }).server?.mdns;
  if (!(mdns instanceof EventEmitter)) {
    throw new Error('bonjour-service no longer keeps its mDNS socket where discovery looks for it');
  }
  return mdns;
}

/** What the link gives discovery: where a station was found, and that one has gone. */
export interface DiscoveringLink {
  found(stationId: string, address: string, storeTag: string): void;
  lost?(stationId: string): void;
}

export type StartDiscoveryOptions = Omit<DiscoveryOptions, 'onFound' | 'onLost' | 'interface'> & {
  /** The address the link listens on (CoreOptions lan.host): a card's own address keeps mDNS on it. */
  host?: string;
};

/** Starts discovery for a station's link; the link stops it (and tells it the store) itself. */
export function startDiscovery(link: DiscoveringLink, options: StartDiscoveryOptions): Discovery {
  const { host, ...rest } = options;
  const discovery = new Discovery({
    ...rest,
    ...(host && isIPv4(host) && host !== '0.0.0.0' ? { interface: host } : {}),
    onFound: (station) => link.found(station.stationId, station.address, station.storeTag),
    onLost: (stationId) => link.lost?.(stationId),
  });
  discovery.start();
  return discovery;
}
