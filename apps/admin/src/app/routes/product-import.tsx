import { Page } from '../../components/ui/page.tsx';
import { ImportCsvPanel } from '../../features/catalog-csv/import-csv-panel.tsx';
import { texts } from '../../features/catalog-csv/texts.ts';

/** Products from a CSV: the file, its dry run, the confirm. */
export function ProductImportScreen() {
  return (
    <Page title={texts.catalogCsv.importTitle}>
      <ImportCsvPanel />
    </Page>
  );
}
