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
  const { host } = station;
  console.log(
    [
      // The station's launch link stands where the address always stood, for a script to open.
      options.training
        ? `PassDesk (training mode, demo data) is at ${host.launchUrl()}\nDemo passes to scan: ${station.trainingServiceUrl}/demo`
        : `PassDesk is at ${host.launchUrl()}, syncing with ${options.serviceUrl}`,
      `Customer display (a second screen): ${host.launchUrl('display')}`,
      ...(options.peers.length > 0 ? [`Other tills by address: ${options.peers.join(', ')}`] : []),
      `Data folder: ${options.dataDir}`,
      'Each link opens one page, once; a fresh one is printed when one is used.',
    ].join('\n'),
  );
  // The terminal always shows a working link of each kind.
  host.onLinkUsed((role) =>
    console.log(
      role === 'display'
        ? `Display link used. Next display link: ${host.launchUrl('display')}`
        : `Station link used. Next station link: ${host.launchUrl()}`,
    ),
  );
  if (options.open && !openBrowser(host.launchUrl())) {
    console.log('Open the station link above in a browser on this machine.');
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
