// Settings' pointer to the page where this till joins a store and the store's tills are kept.
import type { ReactNode } from 'react';
import { PATHS } from '../../app/paths';
import { FormattedMessage } from 'react-intl';
import { useStoreStatus } from '../../state/storeStatus';
import { useT } from '../../i18n/useT';

const storesLink = (chunks: ReactNode[]) => <a href={`#${PATHS.stores}`}>{chunks}</a>;

export function StoresSection() {
  const t = useT();
  const count = useStoreStatus(
    (s) => s.status?.peers.filter((peer) => peer.state !== 'unpaired').length ?? 0,
  );
  return (
    <section
      className="form-group"
      aria-labelledby="stores-line-title"
      data-testid="settings-stores"
    >
      <h2 id="stores-line-title">{t('settings.stores.title')}</h2>
      <p>
        <FormattedMessage id="settings.stores.line" values={{ count, link: storesLink }} />
      </p>
    </section>
  );
}
