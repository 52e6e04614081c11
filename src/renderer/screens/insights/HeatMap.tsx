// The rush: visits by weekday and hour as a table whose cells darken with the visits, so the
// numbers a screen reader reads are the picture a manager sees.
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import { heatColour } from './exportImage';
import { FIGURE, hourName, weekdayName } from './insightsModel';

export function HeatMap({
  grid,
  busiest,
}: {
  grid: number[][];
  busiest: { weekday: number; hour: number } | null;
}) {
  const intl = useIntl();
  const t = useT();
  const max = Math.max(1, ...grid.flat());
  return (
    <div className="heat-map">
      <table>
        <caption className="visually-hidden">{t('insights.rush.caption')}</caption>
        <thead>
          <tr>
            <td />
            {grid[0]!.map((_, hour) => (
              <th key={hour} scope="col" aria-label={hourName(intl, hour)}>
                {intl.formatNumber(hour, { minimumIntegerDigits: 2 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row, weekday) => (
            <tr key={weekday}>
              <th scope="row" aria-label={weekdayName(intl, weekday)}>
                {weekdayName(intl, weekday, 'short')}
              </th>
              {row.map((visits, hour) => {
                const share = visits / max;
                const top = busiest?.weekday === weekday && busiest.hour === hour;
                return (
                  <td
                    key={hour}

                    className={top ? 'heat-map__cell heat-map__cell--top' : 'heat-map__cell'}
                    style={{
                      background: heatColour(share),
                      color: share > 0.5 ? '#ffffff' : '#111827',
                    }}
                    data-weekday={weekday}
                    data-hour={hour}
                    {...(top ? { 'data-busiest': 'true' } : {})}
                  >
                    {visits > 0 ? intl.formatNumber(visits, FIGURE) : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
