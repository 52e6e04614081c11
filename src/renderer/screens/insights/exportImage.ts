// A chart as a PNG file: its title above the drawing, on white, at the canvas's own resolution.

const FONT = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';

function titled(title: string, width: number, height: number, scale: number) {
  const canvas = document.createElement('canvas');
  const top = Math.round(44 * scale);
  canvas.width = width;
  canvas.height = height + top;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111827';
  // eslint-disable-next-line i18n/person-facing-text -- a CSS font, never shown
  ctx.font = `bold ${Math.round(20 * scale)}px ${FONT}`;
  ctx.fillText(title, Math.round(12 * scale), Math.round(30 * scale));
  return { canvas, ctx, top };
}

export function chartPng(title: string, chart: HTMLCanvasElement): Promise<Blob> {
  const scale = chart.width / Math.max(1, chart.clientWidth || chart.width);
  const { canvas, ctx, top } = titled(title, chart.width, chart.height, scale);
  ctx.drawImage(chart, 0, top);
  return blobOf(canvas);
}

/** The heat map's row and column names, in the page's language. */
export interface HeatMapNames {
  weekdays: readonly string[];
  hours: readonly string[];
}

/** The week's hours drawn as the screen shows them: a cell per hour, darker for more visits. */
export function heatMapPng(title: string, grid: number[][], names: HeatMapNames): Promise<Blob> {
  const cell = 36;
  const left = 120;
  const head = 28;
  const { canvas, ctx, top } = titled(title, left + 24 * cell + 12, head + 7 * cell + 12, 1);
  const max = Math.max(1, ...grid.flat());
  ctx.font = `13px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let hour = 0; hour < 24; hour++) {
    ctx.fillStyle = '#374151';
    ctx.fillText(names.hours[hour] ?? '', left + hour * cell + cell / 2, top + head / 2);
  }
  grid.forEach((row, weekday) => {
    const y = top + head + weekday * cell;
    ctx.textAlign = 'left';
    ctx.fillStyle = '#111827';
    ctx.fillText(names.weekdays[weekday] ?? '', 8, y + cell / 2);
    ctx.textAlign = 'center';
    row.forEach((visits, hour) => {
      const share = visits / max;
      ctx.fillStyle = heatColour(share);
      ctx.fillRect(left + hour * cell + 1, y + 1, cell - 2, cell - 2);
      if (visits > 0) {
        ctx.fillStyle = share > 0.5 ? '#ffffff' : '#111827';
        ctx.fillText(String(visits), left + hour * cell + cell / 2, y + cell / 2);
      }
    });
  });
  return blobOf(canvas);
}

/** Labelled horizontal bars, one per row: who made the visits. */
export function barsPng(title: string, rows: { label: string; value: number }[]): Promise<Blob> {
  const line = 34;
  const left = 300;
  const width = 900;
  const { canvas, ctx, top } = titled(title, width, rows.length * line + 12, 1);
  const max = Math.max(1, ...rows.map((r) => r.value));
  ctx.font = `15px ${FONT}`;
  ctx.textBaseline = 'middle';
  rows.forEach((row, i) => {
    const y = top + i * line;
    ctx.fillStyle = '#111827';
    ctx.fillText(row.label, 12, y + line / 2);
    const bar = Math.round(((width - left - 90) * row.value) / max);
    ctx.fillStyle = '#1d4ed8';
    ctx.fillRect(left, y + 6, bar, line - 12);
    ctx.fillStyle = '#111827';
    ctx.fillText(String(row.value), left + bar + 8, y + line / 2);
  });
  return blobOf(canvas);
}

/** From a pale grey (none) to the accent blue (the busiest hour). */
export function heatColour(share: number): string {
  if (share <= 0) return '#f3f4f6';
  const mix = (from: number, to: number) => Math.round(from + (to - from) * share);
  return `rgb(${mix(219, 29)}, ${mix(234, 78)}, ${mix(254, 216)})`;
}

function blobOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      // The person is told by the figure's own message; this one is for the log.
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave no image'))),
      'image/png',
    ),
  );
}
