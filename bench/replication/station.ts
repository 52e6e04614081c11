// One station of the prototype, in a process of its own: holds the store's state in one engine,
// listens on 127.0.0.1, and does what the cluster asks over IPC (every command parsed with zod).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { serveCommands } from '../commandChannel';
import { sentBytes } from './links';
import { openLoro } from './loro';
import type { Counts, Replica } from './model';
import type { Command } from './protocol';
import { Request, StationConfig } from './protocol';
import { CheckInStream, directory, enrolments, memberEdits } from './workload';
import { openYjs } from './yjs';

export function diskBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce((sum, entry) => {
    const full = join(path, entry.name);
    return sum + (entry.isDirectory() ? diskBytes(full) : statSync(full).size);
  }, 0);
}

const now = (): number => performance.timeOrigin + performance.now();
const yieldToSync = () => new Promise<void>((resolve) => setImmediate(resolve));

async function main(): Promise<void> {
  const startedAt = now();
  const config = StationConfig.parse(JSON.parse(process.argv[2] ?? ''));
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as { port: number }).port;
  const opened = now();
  const replica: Replica =
    config.engine === 'loro'
      ? openLoro(config.dir, server)
      : openYjs(config.dir, server, config.engine === 'yjs-list' ? 'list' : 'map');
  for (const peer of config.peerPorts) replica.connect(peer);
  const openMs = now() - opened;

  const latencies: number[] = [];
  replica.onRemoteCheckIns((items) => {
    const at = now();
    for (const item of items) if (item.id.includes('.probe')) latencies.push(at - item.at);
  });
  let peakRss = process.memoryUsage.rss();
  setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10).unref();
  const waits: { reached: (c: Counts) => boolean; resolve: () => void }[] = [];
  replica.onChange(() => {
    if (waits.length === 0) return;
    const counts = replica.counts();
    for (const wait of waits.splice(0))
      (wait.reached(counts) ? wait.resolve : () => waits.push(wait))();
  });
  const streams = new Map<string, CheckInStream>();
  const stream = (tag: string) =>
    streams.get(tag) ??
    streams.set(tag, new CheckInStream(config.station, tag, config.members)).get(tag)!;

  async function run(command: Command): Promise<unknown> {
    switch (command.cmd) {
      case 'seed': {
        const started = now();
        replica.seedDirectory(directory(config.members));
        return { ms: now() - started };
      }
      case 'load': {
        const started = now();
        for (let done = 0; done < command.count; done += command.batch) {
          const { items, seen } = stream(command.tag).take(
            Math.min(command.batch, command.count - done),
            now(),
          );
          replica.checkIn(items, seen);
          await yieldToSync();
        }
        return { started, lastWrite: now() };
      }
      case 'probe': {
        for (let n = 0; n < command.count; n += 1) {
          const { items, seen } = stream(command.tag).take(1, now());
          replica.checkIn(items, seen);
          await new Promise((resolve) => setTimeout(resolve, command.intervalMs));
        }
        return { lastWrite: now() };
      }
      case 'latencies':
        return latencies.splice(0);
      case 'waitFor': {
        const reached = (c: Counts) =>
          c.items >= command.items &&
          c.members >= command.members &&
          c.enrolments >= command.enrolments;
        if (!reached(replica.counts()))
          await new Promise<void>((resolve) => waits.push({ reached, resolve }));
        return { at: now(), counts: replica.counts() };
      }
      case 'enrol':
        replica.enrol(enrolments(config.station, command.tag, command.count, Math.floor(now())));
        return { at: now() };
      case 'edit':
        replica.editMembers(
          memberEdits(config.station, command.tag, command.count, config.members),
        );
        return { at: now() };
      case 'stats': {
        await replica.flush();
        (globalThis as { gc?: () => void }).gc?.();
        const memory = process.memoryUsage();
        return {
          rss: memory.rss,
          heapUsed: memory.heapUsed,
          external: memory.external,
          peakRss,
          maxRss: process.resourceUsage().maxRSS * 1024,
          disk: diskBytes(config.dir),
          sent: sentBytes(),
          openMs,
        };
      }
      case 'resetPeak':
        peakRss = process.memoryUsage.rss();
        return { sent: sentBytes() };
      case 'digest':
        return replica.digest();
      case 'connect':
        replica.connect(command.port);
        return {};
      case 'compact': {
        await replica.flush();
        const before = diskBytes(config.dir);
        const started = now();
        const result = await replica.compact();
        return { ...result, ms: now() - started, before, after: diskBytes(config.dir) };
      }
      case 'close':
        await replica.close();
        setImmediate(() => process.exit(0));
        return {};
    }
  }

  serveCommands((raw) => Request.parse(raw), run);
  process.send?.({
    ready: { port, openMs, startedAt, docUrl: 'url' in replica ? replica.url : undefined },
  });
}

void main();
