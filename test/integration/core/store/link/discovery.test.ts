// Stations find each other by real multicast DNS-SD, inside a network namespace each test makes
// (only its own loopback, so nothing is announced on this machine's network), and ignore records
// that are not a PassDesk station's without ever stopping.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTag, type FoundStation } from '../../../../../src/main/core/store/link/discovery';

type Event =
  | { event: 'ready' }
  | { event: 'found'; by: string; station: FoundStation }
  | { event: 'lost'; by: string; stationId: string }
  | { event: 'problem'; by: string; message: string; name: string | null }
  | { event: 'crash'; message: string };

const unshare = spawnSync('unshare', ['-rn', 'true']);
const namespacesAllowed = unshare.status === 0;
if (!namespacesAllowed) {
  console.warn(
    `Discovery over multicast is not tested here: this machine refuses a network namespace (unshare -rn: ${String(unshare.stderr || unshare.error)})`,
  );
}

/** One child process in a fresh network namespace, hosting discovery instances and announcers. */
class Namespace {
  readonly events: Event[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly replies = new Map<
    number,
    (line: { result?: unknown; error?: string }) => void
  >();
  private nextId = 1;
  private stderr = '';
  readonly child: ChildProcess;

  constructor() {
    this.child = spawn(
      'unshare',
      [
        '-rn',
        'sh',
        '-c',
        'ip link set lo up && ip link set lo multicast on && exec "$0" --import tsx test/integration/core/store/link/support/discoveryHost.ts',
        process.execPath,
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.child.stderr!.on('data', (chunk) => (this.stderr += chunk));
    createInterface({ input: this.child.stdout! }).on('line', (text) => {
      const line = JSON.parse(text) as { reply?: number; result?: unknown; error?: string };
      if (line.reply !== undefined) this.replies.get(line.reply)?.(line);
      else this.events.push(line as unknown as Event);
      for (const wake of this.waiters) wake();
    });
    this.child.on('exit', () => {
      for (const wake of this.waiters) wake();
    });
  }

  async send<T = unknown>(command: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    const answer = new Promise<{ result?: unknown; error?: string }>((resolve) =>
      this.replies.set(id, resolve),
    );
    this.child.stdin!.write(`${JSON.stringify({ ...command, id })}\n`);
    const line = await answer;
    if (line.error) throw new Error(line.error);
    return line.result as T;
  }

  /** Starts a Discovery named `name` (its events carry `by: name`). */
  start(name: string, stationId: string, port: number, more: Record<string, unknown> = {}) {
    return this.send({ cmd: 'start', name, stationId, port, ...more });
  }

  /** Publishes any record with plain bonjour-service, as another program on the network might. */
  announce(name: string, type: string, port: number, txt: Record<string, string>) {
    return this.send({ cmd: 'announce', name, type, port, txt });
  }

  /** The first event (already seen or yet to come) that matches; fails if the child ends. */
  waitFor<E extends Event>(match: (event: Event) => event is E): Promise<E>;
  waitFor(match: (event: Event) => boolean): Promise<Event>;
  waitFor(match: (event: Event) => boolean): Promise<Event> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = this.events.find(match);
        if (hit) {
          this.waiters.delete(check);
          resolve(hit);
        } else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          this.waiters.delete(check);
          reject(new Error(`the namespace's process ended: ${this.stderr}`));
        }
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Asks until `done` holds for the answer: state, not time, decides. */
  async until<T>(command: Record<string, unknown>, done: (answer: T) => boolean): Promise<T> {
    for (;;) {
      const answer = await this.send<T>(command);
      if (done(answer)) return answer;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  close(): void {
    this.child.kill('SIGKILL');
  }
}

const found = (by: string, stationId: string) => (e: Event) =>
  e.event === 'found' && e.by === by && e.station.stationId === stationId;
const lost = (by: string, stationId: string) => (e: Event) =>
  e.event === 'lost' && e.by === by && e.stationId === stationId;
const ignored = (by: string, name: string) => (e: Event) =>
  e.event === 'problem' && e.by === by && e.name === name && /ignored/.test(e.message);

let ns: Namespace | null = null;
afterEach(() => {
  ns?.close();
  ns = null;
});

async function namespace(): Promise<Namespace> {
  ns = new Namespace();
  await ns.waitFor((e) => e.event === 'ready');
  return ns;
}

describe.skipIf(!namespacesAllowed)('discovery on the store network', () => {
  it('finds the other station with its address and store, never itself, and sees it leave', async () => {
    const net = await namespace();
    await net.start('A', 'station-a', 4401);
    // B as the link starts it, on the one card's address the link listens on.
    await net.start('B', 'station-b', 4402, { storeId: 'store-1', linkHost: '127.0.0.1' });
    const aSawB = await net.waitFor(found('A', 'station-b'));
    const bSawA = await net.waitFor(found('B', 'station-a'));
    expect(aSawB.event === 'found' && aSawB.station).toEqual({
      stationId: 'station-b',
      address: '127.0.0.1:4402',
      storeTag: storeTag('store-1'),
    });
    expect(bSawA.event === 'found' && bSawA.station).toEqual({
      stationId: 'station-a',
      address: '127.0.0.1:4401',
      storeTag: 'none',
    });

    // Paired: the record says so, and the other station hears it.
    await net.send({ cmd: 'setStore', name: 'A', storeId: 'store-1' });
    await net.waitFor(
      (e) => e.event === 'found' && e.by === 'B' && e.station.storeTag === storeTag('store-1'),
    );

    // A closing station says goodbye, and the other loses it at once.
    await net.send({ cmd: 'stop', name: 'B' });
    await net.waitFor(lost('A', 'station-b'));
    const selfSeen = net.events.filter(
      (e) =>
        e.event === 'found' && e.station.stationId === (e.by === 'A' ? 'station-a' : 'station-b'),
    );
    expect(selfSeen).toEqual([]);
    expect(net.events.filter((e) => e.event === 'crash')).toEqual([]);
  }, 60_000);

  it('ignores malformed records and foreign services, and still finds a real station after them', async () => {
    const net = await namespace();
    await net.start('C', 'station-c', 4403);
    // One sender, one loopback: C reads these in the order they are sent, the real one last.
    await net.announce('printer', 'http', 80, { v: '1', id: 'printer', store: 'none' });
    const bad: Array<[string, Record<string, string>]> = [
      ['newer', { v: '2', id: 'station-new', store: 'none' }],
      ['no-id', { v: '1', store: 'none' }],
      ['spaced', { v: '1', id: 'station with spaces', store: 'none' }],
      ['bad-store', { v: '1', id: 'station-x', store: 'store-1' }],
    ];
    for (const [name, txt] of bad) {
      await net.announce(name, 'passdesk', 4500, txt);
    }
    await net.send({ cmd: 'craft', packet: 'foreignSrv' });
    await net.send({ cmd: 'craft', packet: 'binaryTxt' });
    await net.announce('real', 'passdesk', 4404, { v: '1', id: 'station-real', store: 'none' });
    await net.waitFor(found('C', 'station-real'));
    // Each bad record reached C and was judged, not merely missed.
    for (const [name] of bad) await net.waitFor(ignored('C', `${name}._passdesk._tcp.local`));
    await net.waitFor(ignored('C', 'evil._http._tcp.local'));
    await net.waitFor(ignored('C', 'junk._passdesk._tcp.local'));

    const everFound = net.events.flatMap((e) => (e.event === 'found' ? [e.station] : []));
    expect(everFound).toEqual([
      { stationId: 'station-real', address: '127.0.0.1:4404', storeTag: 'none' },
    ]);
    expect(net.events.filter((e) => e.event === 'crash')).toEqual([]);
  }, 60_000);

  it('loses a station that stops answering without a goodbye, and keeps one that answers', async () => {
    const net = await namespace();
    await net.start('D', 'station-d', 4405, { manualClock: true });
    await net.start('E', 'station-e', 4406);
    await net.announce('powercut', 'passdesk', 4407, { v: '1', id: 'station-f', store: 'none' });
    await net.waitFor(found('D', 'station-e'));
    await net.waitFor(found('D', 'station-f'));
    await net.send({ cmd: 'vanish', name: 'powercut' });

    // Halfway to the limit, D asks again: E answers, F cannot.
    await net.send({ cmd: 'clock', name: 'D', ms: 1_500_000 });
    await net.send({ cmd: 'refresh', name: 'D' });
    type Seen = Array<{ stationId: string; seenAt: number }>;
    await net.until<Seen>({ cmd: 'stations', name: 'D' }, (stations) =>
      stations.some((s) => s.stationId === 'station-e' && s.seenAt === 1_500_000),
    );
    expect(net.events.some(lost('D', 'station-f'))).toBe(false);

    // Past the limit for F only.
    await net.send({ cmd: 'clock', name: 'D', ms: 2_500_000 });
    await net.send({ cmd: 'refresh', name: 'D' });
    await net.waitFor(lost('D', 'station-f'));
    const stations = await net.send<Seen>({ cmd: 'stations', name: 'D' });
    expect(stations.map((s) => s.stationId)).toEqual(['station-e']);
    expect(net.events.some(lost('D', 'station-e'))).toBe(false);
  }, 60_000);

  it('leaves no socket or timer open once stopped', async () => {
    const net = await namespace();
    const before = await net.send<string[]>({ cmd: 'handles' });
    await net.start('G', 'station-g', 4408);
    const running = await net.send<string[]>({ cmd: 'handles' });
    expect(running.filter((h) => h === 'UDPWrap')).toHaveLength(1);
    await net.send({ cmd: 'stop', name: 'G' });
    const after = await net.until<string[]>(
      { cmd: 'handles' },
      (handles) => !handles.includes('UDPWrap'),
    );
    expect(after.sort()).toEqual(before.sort());
  }, 60_000);
});
