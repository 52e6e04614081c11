// The embedded service in a process of its own, for benchmarks that measure the core against it,
// with the few calls they make to set a program and its members up.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { API_KEY_HEADER, API_PATHS, LOYALTY_CARD_SUBTYPE } from '@shared/api';

export interface ServiceProcess {
  url: string;
  key: string;
  stop(): void;
}

/** Starts the service with one account holding `key`; its accounts file goes in `dir`. */
export async function startServiceProcess(
  dir: string,
  serviceDir: string,
  key: string,
): Promise<ServiceProcess> {
  writeFileSync(
    join(dir, 'accounts.json'),
    JSON.stringify([{ apiKey: key, freeCredits: 0, premiumCredits: 1_000_000 }]),
  );
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/service/cli.ts',
      '--port',
      '0',
      '--accounts',
      join(dir, 'accounts.json'),
      '--db',
      join(serviceDir, 'service.db'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`service exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on (\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  // Never leave the service running, even when the benchmark fails.
  process.on('exit', () => child.kill('SIGTERM'));
  return { url, key, stop: () => child.kill('SIGTERM') };
}

export function call<T>(
  service: Pick<ServiceProcess, 'url' | 'key'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      service.url + path,
      {
        method,
        headers: {
          [API_KEY_HEADER]: service.key,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          (res.statusCode ?? 500) < 300 ? resolve(JSON.parse(text) as T) : reject(new Error(text)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A stamp card of its own, with the group its members join. */
export async function createProgram(
  service: ServiceProcess,
  name: string,
  stamps: number,
): Promise<{ dynamicPassId: string; groupId: string }> {
  const { dynamicPassId } = await call<{ dynamicPassId: string }>(
    service,
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      name,
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: stamps,
          stampIconName: 'coffeeIcon2',
          stampBannerBgColor: '#000000',
          stampBannerIconBgColor: '#ffffff',
        },
      },
    },
  );
  const groups = await call<{ groupId: string; dynamicPassId: string }[]>(
    service,
    'GET',
    API_PATHS.listGroups,
  );
  return { dynamicPassId, groupId: groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId };
}

export async function addMembers(
  service: ServiceProcess,
  groupId: string,
  n: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const added = await call<{ customerId: string }>(service, 'POST', API_PATHS.addUser(groupId), {
      dynamicFields: { name: `M${i}` },
    });
    ids.push(added.customerId);
  }
  return ids;
}
