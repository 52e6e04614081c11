// `npm run web`: the whole station in a browser, training mode unless a service is given.
import { ZodError } from 'zod';
import { issueSaid } from '@shared/i18n/issues';
import { parseCliOptions, usage, type CliOptions } from './cliOptions';
import { openBrowser } from './openBrowser';
import { startWebStation } from './webStation';
import { terminalWords } from './words';

const words = terminalWords();

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    const message =
      error instanceof ZodError
        ? error.issues
            .map((issue) => {
              const said = issueSaid(issue);
              return said ? words.say(said) : issue.message;
            })
            .join('; ')
        : String((error as Error).message);
    console.error(`${message}\n\n${usage(words)}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage(words));
    return;
  }
  const station = await startWebStation(options);
  // A fault outside any request is still a fault: the log keeps it for whoever looks into it.
  process.on('unhandledRejection', (error) => station.log.error('unhandled rejection', { error }));
  const { host } = station;
  const { t } = words;
  // The station's launch link stands where the address always stood, for a script to open.
  const freshLinks = () => [
    options.training
      ? t('pass.cli.trainingAt', {
          url: host.launchUrl(),
          demo: `${station.trainingServiceUrl}/demo`,
        })
      : t('pass.cli.stationAt', { url: host.launchUrl(), service: options.serviceUrl }),
    t('pass.cli.displayAt', { url: host.launchUrl('display') }),
  ];
  console.log(
    [
      ...freshLinks(),
      ...(options.peers.length > 0
        ? [
            t('pass.cli.peers', {
              peers: words.intl.formatList(options.peers, { type: 'unit', style: 'short' }),
            }),
          ]
        : []),
      t('pass.cli.dataFolder', { folder: options.dataDir }),
      t('pass.cli.linksOnce'),
    ].join('\n'),
  );
  // The terminal always shows a working link of each kind: a fresh one when one is used, and
  // both on Enter, since a link printed and not opened expires after a few minutes.
  host.onLinkUsed((role) =>
    console.log(
      role === 'display'
        ? t('pass.cli.displayLinkUsed', { url: host.launchUrl('display') })
        : t('pass.cli.stationLinkUsed', { url: host.launchUrl() }),
    ),
  );
  process.stdin.on('data', () => console.log(freshLinks().join('\n')));
  if (options.open && !openBrowser(host.launchUrl())) {
    console.log(t('pass.cli.openByHand'));
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(t('pass.cli.stopping'));
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
    words.t('pass.couldNotStart', {
      problem: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
