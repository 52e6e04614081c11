// One uPlot chart: bars or a line over x values, as wide as its box; the canvas is handed out for
// the PNG export. uPlot draws on a canvas, so a year of days redraws in a frame.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface UPlotChartProps {
  kind: 'bars' | 'line';
  x: number[];
  y: number[];
  /** x values are Unix seconds of UTC days, shown as dates. */
  time: boolean;
  seriesLabel: string;
  /** Formats a y value on the axis and in the legend. */
  format?: (value: number) => string;
  xFormat?: (value: number) => string;
  height: number;
  /** Receives the chart's canvas once drawn, null when it goes. */
  onCanvas(canvas: HTMLCanvasElement | null): void;
}

const INK = '#111827';
const DAY = 86_400;
/** Whole days and weeks on a time axis; whole numbers on the others. */
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 56 * DAY, 91 * DAY];
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];
const ACCENT = '#1d4ed8';

export default function UPlotChart(props: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { kind, x, y, time, seriesLabel, format, xFormat, height, onCanvas } = props;

  useEffect(() => {
    const el = box.current!;
    const step = time ? DAY : 1;
    const axis = { stroke: INK, grid: { stroke: '#e5e7eb' }, ticks: { stroke: '#d1d5db' } };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        ...(time ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC') } : {}),
        scales: {
          // Half a step either side, so the first and last bars are whole.
          x: { time, range: (_u, min, max) => [min - step / 2, max + step / 2] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
        },
        // The numbers are in the figure's summary and table; the drawing stays uncluttered.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            ...axis,
            incrs: time ? DAY_STEPS : WHOLE_STEPS,
            ...(xFormat ? { values: (_u: uPlot, ticks: number[]) => ticks.map(xFormat) } : {}),
          },
          {
            ...axis,
            incrs: WHOLE_STEPS,
            ...(format ? { values: (_u: uPlot, ticks: number[]) => ticks.map(format) } : {}),
          },
        ],
        series: [
          xFormat ? { value: (_u, v) => (v === null ? '' : xFormat(v)) } : {},
          {
            label: seriesLabel,
            stroke: ACCENT,
            width: kind === 'line' ? 3 : 1,
            fill: kind === 'bars' ? 'rgba(29, 78, 216, 0.75)' : undefined,
            ...(format ? { value: (_u, v) => (v === null ? '' : format(v)) } : {}),
            ...(kind === 'bars'
              ? { paths: uPlot.paths.bars!({ size: [0.8, 48] }), points: { show: false } }
              : { points: { size: 8 } }),
          },
        ],
      },
      [x, y],
      el,
    );
    onCanvas(plot.ctx.canvas);
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(el.clientWidth, 200), height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      onCanvas(null);
      plot.destroy();
    };
  }, [kind, x, y, time, seriesLabel, format, xFormat, height, onCanvas]);

  return <div ref={box} className="insights-chart__plot" aria-hidden="true" />;
}
