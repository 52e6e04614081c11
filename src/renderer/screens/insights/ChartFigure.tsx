// A chart with what a manager does with it: its numbers as a table (read by screen readers, shown
// on request), and saved as PNG or CSV. The table and the CSV are made from the same rows.
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toCsv } from '@shared/csv';
import { useT } from '../../i18n/useT';
import { csvBlob, saveFile } from '../../ui/saveFile';

export interface ChartFigureProps {
  title: string;
  /** The chart's point in one sentence, read first. */
  summary: string;
  /** File names without their extension. */
  filename: string;
  /** The columns' names, in the page's language (the CSV's header too). */
  header: readonly string[];
  /** Numbers stay numbers: the table says them in the page's digits, the CSV as written. */
  rows: readonly (readonly (string | number)[])[];
  png(): Promise<Blob> | null;
  /** The drawing; hidden from screen readers, which read the table. */
  children: ReactNode;
  /** A chart that is itself a table (the heat map) has no second one. */
  tableIsChart?: boolean;
}

export function ChartFigure(p: ChartFigureProps) {
  const id = useId();
  const t = useT();
  const intl = useIntl();
  const [showTable, setShowTable] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const savePng = async () => {
    try {
      const made = p.png();
      if (!made) return setMessage(t('insights.chart.nothingDrawn'));
      saveFile(`${p.filename}.png`, await made);
      setMessage(t('insights.chart.saved', { file: `${p.filename}.png` }));
    } catch {
      setMessage(t('insights.chart.imageFailed'));
    }
  };
  const saveCsv = () => {
    const text = toCsv(
      p.header,
      p.rows.map((row) => row.map(String)),
    );
    saveFile(`${p.filename}.csv`, csvBlob(text));
    setMessage(t('insights.chart.saved', { file: `${p.filename}.csv` }));
  };
  return (
    <figure className="insights-chart" aria-labelledby={`${id}-title`} data-chart={p.filename}>
      <header className="insights-chart__header">
        <h2 id={`${id}-title`}>{p.title}</h2>
        <div className="insights-chart__actions">
          {!p.tableIsChart && (
            <button type="button" aria-pressed={showTable} onClick={() => setShowTable(!showTable)}>
              {t('insights.chart.table')}
            </button>
          )}
          <button
            type="button"
            onClick={() => void savePng()}
            aria-label={t('insights.chart.savePng', { title: p.title })}
          >
            {t('insights.chart.png')}
          </button>
          <button
            type="button"
            onClick={saveCsv}
            aria-label={t('insights.chart.saveCsv', { title: p.title })}
          >
            {t('insights.chart.csv')}
          </button>
        </div>
      </header>
      <figcaption className="insights-chart__summary">{p.summary}</figcaption>
      {p.children}
      {!p.tableIsChart && (
        // Shown, the table scrolls within its box, so the box takes focus for the keyboard.
        <div
          className={showTable ? 'insights-table' : 'insights-table visually-hidden'}
          role={showTable ? 'region' : undefined}
          aria-labelledby={showTable ? `${id}-title` : undefined}
          tabIndex={showTable ? 0 : undefined}
        >
          <table>
            <caption className="visually-hidden">{p.title}</caption>
            <thead>
              <tr>
                {p.header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((value, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {value}
                      </th>
                    ) : (
                      <td key={j}>
                        {typeof value === 'number' ? intl.formatNumber(value) : value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {message && (
        <p role="status" className="desk-muted">
          {message}
        </p>
      )}
    </figure>
  );
}
