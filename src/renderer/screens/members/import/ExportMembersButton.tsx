// Saves the program's members as a CSV file, as the station knows them (no access codes).
import { api } from '../../../bridge/api';
import { useT } from '../../../i18n/useT';
import { CsvExportButton } from '../../../ui/CsvExportButton';

export function ExportMembersButton() {
  const t = useT();
  return (
    <CsvExportButton
      label={t('members.import.export')}
      failure={t('members.import.exportFailed')}
      load={() => api().members.exportCsv({})}
    />
  );
}
