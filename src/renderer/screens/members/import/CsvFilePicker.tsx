// Choosing the member file: a file input (keyboard and screen readers) shown as a button with the
// file's name beside it, inside a zone a file can also be dropped on.
import { useId, useState, type DragEvent } from 'react';
import { useT } from '../../../i18n/useT';

export function CsvFilePicker({
  fileName,
  disabled,
  onFile,
}: {
  fileName: string | null;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const t = useT();
  const id = useId();
  const [over, setOver] = useState(false);

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={`csv-drop${over ? ' csv-drop--over' : ''}`}
      data-testid="csv-drop"
      onDragOver={(event) => {
        // Without this the browser opens a dropped file in place of the station's page.
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <span id={`${id}-title`} className="csv-drop__title">
        {t('members.import.file')}
      </span>
      <div className="csv-drop__row">
        {/* The browser's own control would say "No file chosen" after each choice: it is
            emptied, so that choosing the same file again (after fixing it) is a change too. */}
        <input
          id={`${id}-file`}
          type="file"
          className="visually-hidden"
          accept=".csv,text/csv,text/plain"
          disabled={disabled}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-chosen ${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label htmlFor={`${id}-file`} className="button-link csv-drop__choose" aria-hidden="true">
          {t('members.import.choose')}
        </label>
        <span id={`${id}-chosen`} className="csv-drop__chosen" data-testid="csv-chosen">
          {fileName ?? t('members.import.noFile')}
        </span>
      </div>
      <span id={`${id}-hint`} className="field-hint">
        {t('members.import.dropHint')}
      </span>
    </div>
  );
}
