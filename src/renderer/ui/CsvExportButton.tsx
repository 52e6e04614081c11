// A button that saves what the core wrote as a CSV file (the journal, the members) and says
// where it went, or why it could not.
import { useState } from 'react';
import { messageOf } from '../bridge/reviveErrors';
import { useT } from '../i18n/useT';
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
  const t = useT();
  // What to say, said at render: a change of language says it again.
  const [said, setSaid] = useState<{ saved: string } | { error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { filename, csv } = await load();
      saveFile(filename, csvBlob(csv));
      setSaid({ saved: filename });
    } catch (error) {
      setSaid({ error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="csv-export">
      <button type="button" disabled={busy} onClick={() => void save()}>
        {label}
      </button>
      {said && (
        <span role="status">
          {'saved' in said
            ? t('shell.csv.saved', { filename: said.saved })
            : messageOf(said.error, failure)}
        </span>
      )}
    </div>
  );
}
