// `npm run web`: the whole station in a browser, training mode unless a service is given.
import { ZodError } from 'zod';
import { USAGE, parseCliOptions, type CliOptions } from './cliOptions';
import { openBrowser } from './openBrowser';
import { startWebStation } from './webStation';

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    const message =
      error instanceof ZodError
        ? error.issues.map((i) => i.message).join('; ')
        : String((error as Error).message);
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const station = await startWebStation(options);
  // A fault outside any request is still a fault: the log keeps it for whoever looks into it.
  process.on('unhandledRejection', (error) => station.log.error('unhandled rejection', { error }));
  console.log(
    options.training
      ? `PassDesk (training mode, demo data) is at ${station.host.url}\nDemo passes to scan: ${station.trainingServiceUrl}/demo\nData folder: ${options.dataDir}`
      : `PassDesk is at ${station.host.url}, syncing with ${options.serviceUrl}\nData folder: ${options.dataDir}`,
  );
  if (options.open && !openBrowser(station.host.url)) {
    console.log('Open that address in a browser on this machine.');
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: check-ins not yet synced stay saved and sync on the next start.');
    station.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `PassDesk could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
