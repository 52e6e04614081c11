// Runs inside the test's own network namespace: two paired stations both restarted on new ports,
// so neither's remembered address is right any more; only discovery can bring them together.
// Prints one JSON line: the ports before and after, and whether a write crossed afterwards.
import { startLinkStation, pair, linked, type LinkStation } from '../linkStations';

const lan = (discovery: boolean) => ({ port: 0, host: '127.0.0.1', discovery, peers: [] });
const discovery = process.argv[2] === 'discovery';
const port = async (station: LinkStation) => (await station.address()).split(':').pop();

let a = await startLinkStation('Till 1', { lan: lan(discovery) });
let b = await startLinkStation('Till 2', { lan: lan(discovery) });
await pair(a, b);
await linked(a, 'Till 2');
const before = [await port(a), await port(b)];
await a.close();
await b.close();
a = await startLinkStation('Till 1', { dataDir: a.dataDir, lan: lan(discovery) });
b = await startLinkStation('Till 2', { dataDir: b.dataDir, lan: lan(discovery) });
const after = [await port(a), await port(b)];
let relinked = true;
try {
  await linked(b, 'Till 1');
  await a.write('after-restart', { by: 'Till 1' });
  await linked(a, 'Till 2');
} catch {
  relinked = false;
}
let crossed = false;
if (relinked) {
  for (let i = 0; i < 400 && !crossed; i++) {
    crossed = (await b.read('after-restart')) !== undefined;
    if (!crossed) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
process.stdout.write(`${JSON.stringify({ before, after, relinked, crossed })}\n`);
await a.close();
await b.close();
process.exit(0);
