// Settings → Stores and tills: this station's name and sharing, a code for a new till, joining a
// store, the store's tills, and addresses for networks where tills do not find each other.
import { PATHS } from '../../app/paths';
import { JoinStoreSection } from './JoinStoreSection';
import { PairedStations } from './PairedStations';
import { PairingInviteSection } from './PairingInviteSection';
import { PeerAddressesSection } from './PeerAddressesSection';
import { ThisStation } from './ThisStation';
import { useT } from '../../i18n/useT';
import '../../ui/desk.css';
import './stores.css';

export default function StoresPage() {
  const t = useT();
  return (
    <section className="desk-screen stores" aria-labelledby="stores-title">
      <p className="stores-back">
        <a href={`#${PATHS.settings}`}>{t('shell.route.settings')}</a>
      </p>
      <h1 id="stores-title">{t('settings.stores.title')}</h1>
      <p className="field-hint">{t('settings.stores.pageHint')}</p>
      <div className="stores-grid">
        <PairedStations />
        <ThisStation />
        <PairingInviteSection />
        <JoinStoreSection />
        <PeerAddressesSection />
      </div>
    </section>
  );
}
