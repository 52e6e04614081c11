// One headline figure with what it counts, told on request: a button beside the label opens the
// definition (hover, click or keyboard), and the number is described by it for screen readers.
import { useId, useState } from 'react';
import { useT } from '../../i18n/useT';

export interface Figure {
  label: string;
  value: string;
  /** What the number counts, in one sentence. */
  definition: string;
}

export function FigureTile({ label, value, definition }: Figure) {
  const id = useId();
  const t = useT();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  return (
    <div
      className="insights-tile"
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setPinned(false);
          setHovered(false);
        }
      }}
    >
      <dt>
        <span>{label}</span>
        <button
          type="button"
          className="insights-tile__about"
          aria-label={t('insights.tile.about', { label })}
          aria-expanded={open}
          aria-controls={`${id}-definition`}
          onClick={() => setPinned(!pinned)}
          onMouseEnter={() => setHovered(true)}
        >
          ?
        </button>
        <span
          id={`${id}-definition`}
          className="insights-tile__definition"
          data-testid="figure-definition"
          hidden={!open}
        >
          {definition}
        </span>
      </dt>
      <dd aria-describedby={`${id}-definition`}>{value}</dd>
    </div>
  );
}
