// The charts of one scope's figures: headline numbers, visits per day, the rush, retention, and
// who did what.
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { InsightsFigures } from '@shared/ipc/insightsView';
import { useT, type Say } from '../../i18n/useT';
import { ChartFigure } from './ChartFigure';
import { FigureTile } from './FigureTile';
import { barsPng, chartPng, heatMapPng } from './exportImage';
import { HeatMap } from './HeatMap';
import {
  busiest,
  cohorts,
  everyDay,
  FIGURE,
  headline,
  hourGrid,
  hourName,
  retentionCurve,
  stationLabel,
  weekdayName,
  whoDidWhat,
  whoLabel,
  rowWho,
  type WhoRow,
} from './insightsModel';
import UPlotChart from './UPlotChart';

interface Props {
  figures: InsightsFigures;
  fromDay: string;
  lastDay: string;
  /** Names the files: program and period. */
  fileStem: string;
  /** Visits of the account not made on this station; null when not known. */
  otherStations: number | null;
}

const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Holds a chart's canvas for its PNG. */
function useCanvas() {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const set = useCallback((el: HTMLCanvasElement | null) => {
    canvas.current = el;
  }, []);
  return [canvas, set] as const;
}

export function InsightsCharts({ figures, fromDay, lastDay, fileStem, otherStations }: Props) {
  const days = useMemo(() => everyDay(figures, fromDay, lastDay), [figures, fromDay, lastDay]);
  const dayX = useMemo(() => days.map((d) => daySeconds(d.day)), [days]);
  const dayY = useMemo(() => days.map((d) => d.visits), [days]);
  const grid = useMemo(() => hourGrid(figures), [figures]);
  const top = useMemo(() => busiest(grid), [grid]);
  const joined = useMemo(() => cohorts(figures), [figures]);
  const curve = useMemo(() => retentionCurve(joined, lastDay), [joined, lastDay]);
  const curveX = useMemo(() => curve.map((c) => c.week), [curve]);
  const curveY = useMemo(() => curve.map((c) => c.percent), [curve]);
  const [dayCanvas, setDayCanvas] = useCanvas();
  const [curveCanvas, setCurveCanvas] = useCanvas();

  const who = useMemo(() => whoDidWhat(figures, otherStations), [figures, otherStations]);
  const busiestDay = days.reduce((best, d) => (d.visits > best.visits ? d : best), days[0]!);
  const t = useT();
  const intl = useIntl();
  // The axes' words are made once per language, so the charts redraw only when it changes.
  const shortDay = useCallback(
    (seconds: number) =>
      intl.formatDate(seconds * 1000, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [intl],
  );
  const weekLabel = useCallback((week: number) => t('insights.retention.weekAfter', { week }), [t]);
  const percent = useCallback(
    (value: number) =>
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
    [intl],
  );
  const dayName = (day: string) =>
    intl.formatDate(Date.parse(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const weekdays = grid.map((_, weekday) => weekdayName(intl, weekday));
  const hours = grid[0]!.map((_, hour) => hourName(intl, hour));
  const titles = {
    perDay: t('insights.visitsPerDay.title'),
    rush: t('insights.rush.title'),
    retention: t('insights.retention.title'),
    byStation: t('insights.byStation.title'),
  };

  return (
    <div className="insights-grid">
      <dl className="insights-tiles" data-testid="insights-tiles">
        {headline(figures).map((tile) => (
          <FigureTile
            key={tile.name}
            label={t(tile.name)}
            value={
              tile.value === null
                ? '–'
                : intl.formatNumber(tile.value, { ...FIGURE, maximumFractionDigits: 1 })
            }
            definition={t(tile.definition)}
          />
        ))}
      </dl>
      <ChartFigure
        title={titles.perDay}
        summary={
          figures.visits === 0
            ? t('insights.noVisits')
            : t('insights.visitsPerDay.summary', {
                visits: figures.visits,
                day: dayName(busiestDay.day),
                most: busiestDay.visits,
              })
        }
        filename={`${fileStem}-visits-per-day`}
        header={[t('insights.column.day'), t('insights.column.visits')]}
        rows={days.map((d) => [d.day, d.visits])}
        png={() => dayCanvas.current && chartPng(titles.perDay, dayCanvas.current)}
      >
        <UPlotChart
          kind="bars"
          x={dayX}
          y={dayY}
          time
          seriesLabel={t('insights.visitsPerDay.series')}
          xFormat={shortDay}
          height={220}
          onCanvas={setDayCanvas}
        />
      </ChartFigure>
      <ChartFigure
        title={titles.rush}
        summary={
          top
            ? t('insights.rush.summary', {
                weekday: weekdays[top.weekday],
                from: hours[top.hour],
                to: hours[(top.hour + 1) % 24],
                visits: top.visits,
              })
            : t('insights.noVisits')
        }
        filename={`${fileStem}-visits-by-hour`}
        header={[t('insights.column.weekday'), ...hours]}
        rows={grid.map((row, weekday) => [weekdays[weekday]!, ...row])}
        png={() =>
          heatMapPng(titles.rush, grid, {
            weekdays,
            hours: hours.map((_, hour) => intl.formatNumber(hour, { minimumIntegerDigits: 2 })),
          })
        }
        tableIsChart
      >
        <HeatMap grid={grid} busiest={top} />
      </ChartFigure>
      <ChartFigure
        title={titles.retention}
        summary={
          curve.length === 0
            ? t('insights.retention.tooEarly')
            : t('insights.retention.summary', { share: percent(curve[0]!.percent) })
        }
        filename={`${fileStem}-retention`}
        header={[
          t('insights.column.joinedWeek'),
          t('insights.column.members'),
          ...curve.map((c) => t('insights.column.weekAfter', { week: c.week })),
        ]}
        rows={joined.map((c) => [c.week, c.joined, ...curve.map((_, k) => c.later[k] ?? 0)])}
        png={() => curveCanvas.current && chartPng(titles.retention, curveCanvas.current)}
      >
        {curve.length > 0 && (
          <UPlotChart
            kind="line"
            x={curveX}
            y={curveY}
            time={false}
            seriesLabel={t('insights.retention.series')}
            format={percent}
            xFormat={weekLabel}
            height={200}
            onCanvas={setCurveCanvas}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title={titles.byStation}
        summary={
          who.length === 0
            ? t('insights.noVisits')
            : t('insights.byStation.summary', { who: whoLabel(who[0]!, t), visits: who[0]!.visits })
        }
        filename={`${fileStem}-by-station`}
        header={[
          t('insights.column.station'),
          t('insights.column.who'),
          t('insights.column.visits'),
        ]}
        rows={who.map((w) => [stationLabel(w, t), rowWho(w, t) ?? '–', w.visits])}
        png={() =>
          barsPng(
            titles.byStation,
            who.map((w) => ({ label: whoLabel(w, t), value: w.visits })),
          )
        }
        tableIsChart
      >
        <StationBars rows={who} t={t} />
      </ChartFigure>
    </div>
  );
}

function StationBars({ rows, t }: { rows: WhoRow[]; t: Say }) {
  const intl = useIntl();
  const max = Math.max(1, ...rows.map((r) => r.visits));
  return (
    <table className="station-bars">
      <thead>
        <tr>
          <th scope="col">{t('insights.byStation.station')}</th>
          <th scope="col">{t('insights.byStation.who')}</th>
          <th scope="col">{t('insights.byStation.visits')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.others ? '+' : ''}${row.station}/${row.who ?? row.whoSaid?.id}`}>
            <th scope="row">{stationLabel(row, t)}</th>
            <td>{rowWho(row, t) ?? '–'}</td>
            <td>
              <span
                className="station-bars__bar"
                style={{ width: `${(row.visits / max) * 75}%` }}
              />
              <span className="station-bars__value">{intl.formatNumber(row.visits, FIGURE)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
