// Saves the program's members as a CSV file, as the station knows them (no access codes).
import { api } from '../../../bridge/api';
import { CsvExportButton } from '../../../ui/CsvExportButton';

export function ExportMembersButton() {
  return (
    <CsvExportButton
      label="Export members (CSV)"
      failure="Could not export the members."
      load={() => api().members.exportCsv({})}
    />
  );
}
