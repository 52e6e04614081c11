// The other tills' addresses typed by hand, for a network that blocks the tills finding each
// other: checked as the settings check them, and said saved only once the core kept them.
import { useEffect, useId, useState } from 'react';
import { MAX_PEER_ADDRESSES } from '@shared/ipc/storeContract';
import { useSettings } from '../../state/settings';
import { FieldError } from '../../ui/fields/FieldError';
import { useSettingSave } from '../settings/useSettingSave';
import { parsePeerAddresses } from './storesModel';
import { SaidLine } from '../../ui/SaidLine';
import { said } from '@shared/i18n/said';
import type { Said } from '@shared/i18n/said';
import { useIntl } from 'react-intl';
import { useSaid, useT } from '../../i18n/useT';

export function PeerAddressesSection() {
  const id = useId();
  const saved = useSettings((s) => s.settings?.peerAddresses);
  const [text, setText] = useState<string | null>(null);
  const t = useT();
  const say = useSaid();
  const intl = useIntl();
  const [problem, setProblem] = useState<Said | null>(null);
  const { save, said: saidLine } = useSettingSave();

  // Until something is typed the field shows what is kept, also when it changes elsewhere.
  useEffect(() => setText((typed) => typed ?? saved?.join('\n') ?? null), [saved]);

  const submit = async () => {
    const parsed = parsePeerAddresses(text ?? '');
    if (!parsed.ok) return setProblem(parsed.problem);
    setProblem(null);
    const kept = await save(
      { peerAddresses: parsed.addresses },
      parsed.addresses.length === 0
        ? said('settings.stores.addressesNone')
        : said('settings.stores.addressesSaved', {
            addresses: intl.formatList(parsed.addresses, { type: 'unit' }),
          }),
    );
    if (kept) setText(parsed.addresses.join('\n'));
  };

  return (
    <section className="form-group" aria-labelledby={`${id}-title`} data-testid="peer-addresses">
      <h2 id={`${id}-title`}>{t('settings.stores.addressesTitle')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-addresses`}>{t('settings.stores.addressesLabel')}</label>
          <textarea
            id={`${id}-addresses`}
            rows={3}
            value={text ?? ''}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          />
          <span id={`${id}-hint`} className="field-hint">
            {t('settings.stores.addressesHint', {
              most: MAX_PEER_ADDRESSES,
              example: '192.168.1.20:4380',
            })}
          </span>
          <FieldError id={`${id}-error`} message={problem ? say(problem) : undefined} />
        </div>
        <button type="submit">{t('settings.stores.addressesSave')}</button>
      </form>
      <SaidLine said={saidLine} />
    </section>
  );
}
