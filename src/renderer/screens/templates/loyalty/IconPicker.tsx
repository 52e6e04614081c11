// Picks one of the seven built-in stamp icons, shown as pictures, as a radio group.
import { STAMP_ICON_NAMES, type StampIconName } from '@shared/api';
import { STAMP_ICON_LABELS, stampIconUrl } from './stampIcons';

export function IconPicker({
  value,
  onChange,
  disabled,
}: {
  value: StampIconName;
  onChange: (name: StampIconName) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="icon-picker" disabled={disabled}>
      <legend>Stamp icon</legend>
      {STAMP_ICON_NAMES.map((name) => {
        const url = stampIconUrl(name);
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
            {url ? (
              <img src={url} alt="" />
            ) : (
              <span aria-hidden="true">{STAMP_ICON_LABELS[name].slice(0, 1)}</span>
            )}
            <span>{STAMP_ICON_LABELS[name]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
