// The charts of one scope's figures: headline numbers, visits per day, the rush, retention, and
// who did what.
import { countOf } from '@shared/words/plural';
import { useCallback, useMemo, useRef } from 'react';
import type { InsightsFigures } from '@shared/ipc/insightsView';
import { ChartFigure } from './ChartFigure';
import { FigureTile } from './FigureTile';
import { barsPng, chartPng, heatMapPng } from './exportImage';
import { HeatMap } from './HeatMap';
import {
  busiest,
  cohorts,
  everyDay,
  headline,
  hourGrid,
  hourLabel,
  retentionCurve,
  WEEKDAYS,
  whoDidWhat,
  whoLabel,
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
const shortDay = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const weekLabel = (week: number) => `+${week} wk`;
const percent = (value: number) => `${value}%`;

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

  return (
    <div className="insights-grid">
      <dl className="insights-tiles" data-testid="insights-tiles">
        {headline(figures).map((tile) => (
          <FigureTile key={tile.label} {...tile} />
        ))}
      </dl>
      <ChartFigure
        title="Visits per day"
        summary={
          figures.visits === 0
            ? 'No visits in this period.'
            : `${countOf(figures.visits, 'visit')}; the busiest day was ${busiestDay.day} with ${busiestDay.visits}.`
        }
        filename={`${fileStem}-visits-per-day`}
        header={['day', 'visits']}
        rows={days.map((d) => [d.day, d.visits])}
        png={() => dayCanvas.current && chartPng('Visits per day', dayCanvas.current)}
      >
        <UPlotChart
          kind="bars"
          x={dayX}
          y={dayY}
          time
          seriesLabel="Visits"
          xFormat={shortDay}
          height={220}
          onCanvas={setDayCanvas}
        />
      </ChartFigure>
      <ChartFigure
        title="The rush: visits by hour"
        summary={
          top
            ? `Busiest: ${WEEKDAYS[top.weekday]} ${hourLabel(top.hour)} to ${hourLabel((top.hour + 1) % 24)}, ${countOf(top.visits, 'visit')}.`
            : 'No visits in this period.'
        }
        filename={`${fileStem}-visits-by-hour`}
        header={['weekday', ...grid[0]!.map((_, hour) => hourLabel(hour))]}
        rows={grid.map((row, weekday) => [WEEKDAYS[weekday]!, ...row])}
        png={() => heatMapPng('The rush: visits by hour', grid)}
        tableIsChart
      >
        <HeatMap grid={grid} busiest={top} />
      </ChartFigure>
      <ChartFigure
        title="Members coming back"
        summary={
          curve.length === 0
            ? 'Too early to tell: no one who joined in this period has had a week to come back.'
            : `${curve[0]!.percent}% of new members came back the week after joining.`
        }
        filename={`${fileStem}-retention`}
        header={['joined week', 'members', ...curve.map((c) => `week +${c.week}`)]}
        rows={joined.map((c) => [c.week, c.joined, ...curve.map((_, k) => c.later[k] ?? 0)])}
        png={() => curveCanvas.current && chartPng('Members coming back', curveCanvas.current)}
      >
        {curve.length > 0 && (
          <UPlotChart
            kind="line"
            x={curveX}
            y={curveY}
            time={false}
            seriesLabel="Came back"
            format={percent}
            xFormat={weekLabel}
            height={200}
            onCanvas={setCurveCanvas}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title="By station and person"
        summary={
          who.length === 0
            ? 'No visits in this period.'
            : `Most visits: ${whoLabel(who[0]!)}, ${who[0]!.visits}.`
        }
        filename={`${fileStem}-by-station`}
        header={['station', 'who', 'visits']}
        rows={who.map((w) => [w.station, w.who ?? '–', w.visits])}
        png={() =>
          barsPng(
            'By station and person',
            who.map((w) => ({ label: whoLabel(w), value: w.visits })),
          )
        }
        tableIsChart
      >
        <StationBars rows={who} />
      </ChartFigure>
    </div>
  );
}

function StationBars({ rows }: { rows: WhoRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.visits));
  return (
    <table className="station-bars">
      <thead>
        <tr>
          <th scope="col">Station</th>
          <th scope="col">Who</th>
          <th scope="col">Visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ station, who, visits }) => (
          <tr key={`${station}/${who}`}>
            <th scope="row">{station}</th>
            <td>{who ?? '–'}</td>
            <td>
              <span className="station-bars__bar" style={{ width: `${(visits / max) * 75}%` }} />
              <span className="station-bars__value">{visits}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
