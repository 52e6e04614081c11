// Wires a whole station for the browser: the embedded service in training mode (or a real
// service), the core over a data folder, and the web host in front of them.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createCore, FileKeyStore, type Core } from '../main/core';
import { startService, type RunningService } from '../service';
import type { CliOptions } from './cliOptions';
import { startHost, type Host } from './server';

export interface WebStation {
  host: Host;
  /** The embedded service's address in training mode. */
  trainingServiceUrl: string | null;
  close(): Promise<void>;
}

export async function startWebStation(
  options: Omit<CliOptions, 'open' | 'help'>,
): Promise<WebStation> {
  await mkdir(options.dataDir, { recursive: true });
  let service: RunningService | null = null;
  if (options.training) {
    service = await startService({
      dbPath: join(options.dataDir, 'training-service.db'),
      port: 0,
      demo: true,
    });
  }
  try {
    const core = await createCore({
      dataDir: join(options.dataDir, 'station'),
      keyStore: new FileKeyStore(join(options.dataDir, 'station')),
      ...(service && { training: { serviceUrl: service.url, apiKey: service.demoApiKey! } }),
    });
    if (service) await chooseDemoProgram(core);
    if (options.serviceUrl) {
      await core.handlers['settings.update']({
        serviceUrl: options.serviceUrl,
        trainingMode: false,
      });
    }
    const host = await startHost({ core, port: options.port }).catch(async (error: unknown) => {
      await core.close();
      throw error;
    });
    return {
      host,
      trainingServiceUrl: service?.url ?? null,
      close: async () => {
        await host.close();
        await core.close();
        await service?.close();
      },
    };
  } catch (error) {
    await service?.close();
    throw error;
  }
}

/** Training starts ready to scan: the demo's stamp card is the station's program. */
async function chooseDemoProgram(core: Core): Promise<void> {
  const settings = await core.handlers['settings.get']({});
  if (settings.programId) return;
  const { items } = await core.handlers['templates.list']({ refresh: true });
  const program = items.find((t) => t.kind === 'loyalty');
  if (program) await core.handlers['settings.update']({ programId: program.dynamicPassId });
}
