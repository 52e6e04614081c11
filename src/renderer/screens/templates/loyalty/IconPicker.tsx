// Picks one of the seven built-in stamp icons, shown as pictures, as a radio group.
import { STAMP_ICON_NAMES, type StampIconName } from '@shared/api';
import { STAMP_ICON_LABELS, stampIconUrl } from './stampIcons';
import { useT } from '../../../i18n/useT';

export function IconPicker({
  value,
  onChange,
  disabled,
}: {
  value: StampIconName;
  onChange: (name: StampIconName) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="icon-picker" disabled={disabled}>
      <legend>{t('templates.loyalty.stampIcon')}</legend>
      {STAMP_ICON_NAMES.map((name) => {
        const url = stampIconUrl(name);
        const label = t(STAMP_ICON_LABELS[name]);
        return (
          <label
            key={name}
            className={`icon-choice${value === name ? ' icon-choice--chosen' : ''}`}
          >
            <input
              type="radio"
              name="stampIconName"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
            />
            {url ? <img src={url} alt="" /> : <span aria-hidden="true">{label.slice(0, 1)}</span>}
            <span>{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
