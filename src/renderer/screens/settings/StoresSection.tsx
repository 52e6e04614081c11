// Settings' pointer to the page where this till joins a store and the store's tills are kept.
import { PATHS } from '../../app/paths';
import { useStoreStatus } from '../../stores/storeStatus';

export function StoresSection() {
  const count = useStoreStatus(
    (s) => s.status?.peers.filter((peer) => peer.state !== 'unpaired').length ?? 0,
  );
  return (
    <section
      className="form-group"
      aria-labelledby="stores-line-title"
      data-testid="settings-stores"
    >
      <h2 id="stores-line-title">Stores and tills</h2>
      <p>
        {count === 0
          ? 'This till works alone. '
          : `This till shares with ${count === 1 ? 'one other till' : `${count} other tills`}. `}
        Pair a new till, join a store, and the store’s tills are on{' '}
        <a href={`#${PATHS.stores}`}>Stores and tills</a>.
      </p>
    </section>
  );
}
