// Runs inside the test's own network namespace: discovery instances and raw announcers, driven by
// one JSON command per line on stdin, answering and reporting one JSON line each on stdout.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { Bonjour } from 'bonjour-service';
import { Discovery, startDiscovery } from '../../../../../../src/main/core/store/link/discovery';

type Command =
  | {
      id: number;
      cmd: 'start';
      name: string;
      stationId: string;
      port: number;
      storeId?: string | null;
      /** Fake clock and rounds only when asked: the loss test turns them itself. */
      manualClock?: boolean;
      /** Started as the link starts it, listening on this address only. */
      linkHost?: string;
    }
  | { id: number; cmd: 'stop' | 'refresh' | 'stations'; name: string }
  | { id: number; cmd: 'setStore'; name: string; storeId: string | null }
  | { id: number; cmd: 'clock'; name: string; ms: number }
  | {
      id: number;
      cmd: 'announce';
      name: string;
      type: string;
      port: number;
      txt: Record<string, string>;
    }
  | { id: number; cmd: 'vanish'; name: string }
  | { id: number; cmd: 'craft'; packet: 'foreignSrv' | 'binaryTxt' }
  | { id: number; cmd: 'handles' };

/** multicast-dns (bonjour-service's own transport) ships no types: the one call used here. */
interface RawMdns {
  respond(packet: object, done: (error: Error | null) => void): void;
  destroy(): void;
}
const multicastDns = createRequire(import.meta.url)('multicast-dns') as () => RawMdns;

const discoveries = new Map<string, { discovery: Discovery; clock: { ms: number } }>();
const announcers = new Map<string, Bonjour>();
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** Records no PassDesk station would send, written straight onto the wire. */
function craft(kind: 'foreignSrv' | 'binaryTxt'): Promise<void> {
  const mdns = multicastDns();
  const fqdn = kind === 'foreignSrv' ? 'evil._http._tcp.local' : 'junk._passdesk._tcp.local';
  const txt =
    kind === 'foreignSrv'
      ? [Buffer.from('v=1'), Buffer.from('id=EVIL'), Buffer.from('store=none')]
      : [
          Buffer.from([0xff, 0x00, 0x3d, 0xfe]),
          Buffer.from('__proto__=x'),
          Buffer.alloc(200, 0x41),
        ];
  return new Promise((resolve, reject) =>
    mdns.respond(
      {
        answers: [
          { name: '_passdesk._tcp.local', type: 'PTR', ttl: 120, data: fqdn },
          { name: fqdn, type: 'SRV', ttl: 120, data: { port: 4999, target: 'evil.local' } },
          { name: fqdn, type: 'TXT', ttl: 120, data: txt },
        ],
      },
      (error: Error | null) => {
        mdns.destroy();
        if (error) reject(error);
        else resolve();
      },
    ),
  );
}

async function run(command: Command): Promise<unknown> {
  switch (command.cmd) {
    case 'start': {
      const clock = { ms: 0 };
      const by = command.name;
      const options = {
        stationId: command.stationId,
        port: command.port,
        storeId: command.storeId ?? null,
        ...(command.manualClock
          ? { now: () => clock.ms, refreshMs: 1_000_000, lostAfterMs: 2_000_000 }
          : {}),
        onProblem: (message: string, fields?: Record<string, unknown>) =>
          print({ event: 'problem', by, message, name: fields?.name ?? null }),
      };
      const found = (station: object) => print({ event: 'found', by, station });
      const lost = (stationId: string) => print({ event: 'lost', by, stationId });
      let discovery: Discovery;
      if (command.linkHost) {
        const link = {
          found: (stationId: string, address: string, storeTag: string) =>
            found({ stationId, address, storeTag }),
          lost,
        };
        discovery = startDiscovery(link, { ...options, host: command.linkHost });
      } else {
        discovery = new Discovery({ ...options, onFound: found, onLost: lost });
        discovery.start();
      }
      discoveries.set(by, { discovery, clock });
      return null;
    }
    case 'stop':
      await discoveries.get(command.name)!.discovery.stop();
      discoveries.delete(command.name);
      return null;
    case 'refresh':
      discoveries.get(command.name)!.discovery.refresh();
      return null;
    case 'stations':
      return discoveries.get(command.name)!.discovery.stations();
    case 'setStore':
      discoveries.get(command.name)!.discovery.setStore(command.storeId);
      return null;
    case 'clock':
      discoveries.get(command.name)!.clock.ms = command.ms;
      return null;
    case 'announce': {
      // A plain bonjour-service publisher: whatever type and TXT the test chooses.
      const bonjour = new Bonjour({}, () => undefined);
      announcers.set(command.name, bonjour);
      const service = bonjour.publish({
        name: command.name,
        type: command.type,
        port: command.port,
        txt: command.txt,
        probe: false,
      });
      await new Promise((resolve) => service.once('up', resolve));
      return null;
    }
    case 'vanish':
      // Gone without a goodbye, as a station that loses power.
      announcers.get(command.name)!.destroy();
      announcers.delete(command.name);
      return null;
    case 'craft':
      await craft(command.packet);
      return null;
    case 'handles':
      return process.getActiveResourcesInfo();
  }
}

process.on('uncaughtException', (error) => {
  print({ event: 'crash', message: String(error?.stack ?? error) });
  process.exit(1);
});

createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as Command;
  run(command).then(
    (result) => print({ reply: command.id, result }),
    (error: unknown) => print({ reply: command.id, error: String(error) }),
  );
});
print({ event: 'ready' });
