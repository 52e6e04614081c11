// The station process killed with SIGKILL in the middle of syncing, then started again: every
// check-in still lands exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import type { CheckInAction } from '@shared/ipc/views';
import { API_KEY, startWorld, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

interface Run {
  child: ChildProcess;
  lines: string[];
  waitFor(test: (lines: string[]) => boolean): Promise<void>;
  exited: Promise<void>;
}

function runStation(
  dataDir: string,
  plan: [string, CheckInAction][],
  enrol: [string, number][] = [],
): Run {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'stationProcess.ts')],
    {
      env: {
        ...process.env,
        PASSDESK_DATA_DIR: dataDir,
        PASSDESK_API_KEY: API_KEY,
        PASSDESK_SERVICE_URL: world.service.url,
        PASSDESK_PROGRAM_ID: world.programId,
        PASSDESK_PLAN: JSON.stringify(plan),
        PASSDESK_ENROL: JSON.stringify(enrol),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    lines,
    exited,
    waitFor: (test) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (test(lines)) {
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        void exited.then(() => reject(new Error(`station exited early:\n${lines.join('\n')}`)));
        check();
      }),
  };
}

/** The killed station started again on its data, run until its queue is empty, then stopped. */
async function restartAndDrain(dataDir: string) {
  const second = runStation(dataDir, []);
  await second.waitFor((lines) => count(lines, 'drained') === 1);
  const drainedLine = second.lines.find((l) => l.startsWith('drained '))!;
  const states = JSON.parse(drainedLine.slice('drained '.length)) as [string, string][];
  second.child.kill('SIGTERM');
  await second.exited;
  world.setFaults({});
  return { second, states };
}

const count = (lines: string[], prefix: string) => lines.filter((l) => l.startsWith(prefix)).length;

it('loses nothing and doubles nothing when the station is killed mid-sync', async () => {
  const members = await world.addMembers(5);
  const plan: [string, CheckInAction][] = [];
  const expected = new Map(members.map((m) => [m, 0]));
  for (let i = 0; i < 40; i++) {
    const member = members[i % members.length]!;
    const action: CheckInAction = i % 17 === 16 ? { kind: 'reset' } : { kind: 'increment' };
    plan.push([member, action]);
    expected.set(member, action.kind === 'reset' ? 0 : expected.get(member)! + 1);
  }
  // Slow answers keep requests in flight at the moment of the kill.
  world.setFaults({ latencyMs: 40 });
  const dataDir = mkdtempSync(join(world.dir, 'killed-'));

  const first = runStation(dataDir, plan);
  await first.waitFor(
    (lines) => count(lines, 'saved') === plan.length && count(lines, 'synced') >= 8,
  );
  first.child.kill('SIGKILL');
  await first.exited;
  expect(count(first.lines, 'synced')).toBeLessThan(plan.length);

  const { second, states } = await restartAndDrain(dataDir);

  // The kill caught requests in flight: the restart found them "sending" and checked them again.
  expect(count(second.lines, 'resumed')).toBe(1);
  const saved = new Set(
    first.lines.filter((l) => l.startsWith('saved')).map((l) => l.split(' ')[1]),
  );
  expect(states).toHaveLength(plan.length);
  expect(new Set(states.map(([id]) => id))).toEqual(saved);
  expect(states.every(([, state]) => state === 'synced')).toBe(true);
  const counts = await world.counts();
  for (const [member, want] of expected) expect(counts.get(member)).toBe(want);
}, 60_000);

it('enrols each member once, and sends their check-ins under the real id, across a kill', async () => {
  const names = Array.from({ length: 6 }, (_, i) => `Killed enrolment ${i}`);
  const stamps = 3;
  const saved = names.length * (1 + stamps);
  world.setFaults({ latencyMs: 40 });
  const dataDir = mkdtempSync(join(world.dir, 'killed-enrol-'));

  const first = runStation(
    dataDir,
    [],
    names.map((name) => [name, stamps]),
  );
  // Killed once some enrolments are answered and while others, or their check-ins, are not.
  await first.waitFor((lines) => count(lines, 'saved') === saved && count(lines, 'synced') >= 4);
  first.child.kill('SIGKILL');
  await first.exited;
  expect(count(first.lines, 'synced')).toBeLessThan(saved);

  const { second, states } = await restartAndDrain(dataDir);

  // Requests were in flight at the kill: the restart found them "sending" and checked them again.
  expect(count(second.lines, 'resumed')).toBe(1);
  expect(states).toHaveLength(saved);
  expect(states.every(([, state]) => state === 'synced')).toBe(true);
  const users = await world.call<{ dynamicFields: Record<string, string>; count?: number }[]>(
    'GET',
    API_PATHS.listUsers(world.groupId),
  );
  for (const name of names) {
    const enrolled = users.filter((u) => u.dynamicFields['name'] === name);
    expect(enrolled, name).toHaveLength(1);
    expect(enrolled[0]!.count, name).toBe(stamps);
  }
}, 60_000);
