// A button that saves what the core wrote as a CSV file (the journal, the members) and says
// where it went, or why it could not.
import { useState } from 'react';
import { messageOf } from '../bridge/reviveErrors';
import { csvBlob, saveFile } from './saveFile';
import './csvExport.css';

export function CsvExportButton({
  label,
  failure,
  load,
}: {
  label: string;
  /** Said when the core gives no reason of its own. */
  failure: string;
  load(): Promise<{ filename: string; csv: string }>;
}) {
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { filename, csv } = await load();
      saveFile(filename, csvBlob(csv));
      setSaid(`Saved ${filename}`);
    } catch (error) {
      setSaid(messageOf(error, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="csv-export">
      <button type="button" disabled={busy} onClick={() => void save()}>
        {label}
      </button>
      {said && <span role="status">{said}</span>}
    </div>
  );
}
