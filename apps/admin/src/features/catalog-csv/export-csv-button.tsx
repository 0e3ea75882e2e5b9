import type { ProductExportQuery } from '@aurelle/contract';
import { buttonClass } from '../../components/ui/button-class.ts';
import { exportProductsHref } from './api.ts';
import { texts } from './texts.ts';

const t = texts.catalogCsv;

/**
 * "Export CSV": downloads the products the list shows, with its filters and sort. A plain link:
 * the browser saves the file under the name the server gives it.
 */
export function ExportCsvButton({ filters = {} }: { filters?: ProductExportQuery }) {
  return (
    <a
      href={exportProductsHref(filters)}
      download
      className={buttonClass({ variant: 'secondary' })}
      title={t.exportHint}
    >
      {t.export}
    </a>
  );
}
