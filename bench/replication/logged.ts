// What the Yjs and Loro replicas share: links to the peers, an update log on disk, and the
// listeners the station hangs on them. Each engine adds its own document on top.
import type { WebSocketServer } from 'ws';
import { Links } from './links';
import type { CheckIn, Replica } from './model';
import { UpdateLog } from './updateLog';

type Shared = Pick<Replica, 'onRemoteCheckIns' | 'onChange' | 'connect' | 'flush' | 'close'>;

export function loggedReplica(dir: string, server: WebSocketServer, free: () => void) {
  const links = new Links(server);
  const log = new UpdateLog(dir);
  const remoteListeners: ((items: CheckIn[]) => void)[] = [];
  const changeListeners: (() => void)[] = [];
  const shared: Shared = {
    onRemoteCheckIns: (listener) => void remoteListeners.push(listener),
    onChange: (listener) => void changeListeners.push(listener),
    connect: (port) => links.connect(port),
    async flush() {
      log.checkpoint();
    },
    async close() {
      await links.close();
      log.close();
      free();
    },
  };
  return {
    links,
    log,
    shared,
    remoteArrived: (items: CheckIn[]) => remoteListeners.forEach((listener) => listener(items)),
    changed: () => changeListeners.forEach((listener) => listener()),
  };
}
