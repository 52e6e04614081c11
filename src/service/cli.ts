// `npm run service -- [options]`: starts the service and prints `listening on <url>` when ready.
import { USAGE, UsageError, parseCli } from './cliOptions';
import { startService, type ServiceOptions } from './index';

async function main(): Promise<void> {
  let options: ServiceOptions | null;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message} (see --help)`);
    process.exit(2);
  }
  if (options === null) {
    console.log(USAGE);
    return;
  }
  const port = options.port;
  const service = await startService(options).catch((error: NodeJS.ErrnoException) => {
    console.error(`error: cannot start the service: ${error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message}`);
    process.exit(1);
  }); // prettier-ignore
  console.log(`listening on ${service.url}`);
  console.log(`database: ${options.dbPath}`);
  if (service.demoApiKey) {
    console.log(`demo API key: ${service.demoApiKey}`);
    console.log(`demo passes to scan: ${service.url}/demo`);
  }
  const stop = () => void service.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
