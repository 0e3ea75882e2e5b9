import type { ImportError } from '@aurelle/contract';
import { DataTable } from '../../components/ui/table.tsx';
import styles from './catalog-csv.module.css';
import { texts } from './texts.ts';

const t = texts.catalogCsv;

/** Each error of an import: the spreadsheet's row, the column's name, the form's words. */
export function ImportErrorsTable({ errors }: { errors: readonly ImportError[] }) {
  return (
    <DataTable
      label={t.errorsLabel}
      columns={[t.row, t.column, t.message]}
      isEmpty={errors.length === 0}
      empty={t.noErrors}
    >
      {errors.map((error, index) => (
        <tr key={`${error.row}-${error.column}-${index}`}>
          <td className={styles.number}>{error.row}</td>
          <td className={styles.column}>{error.column}</td>
          <td>{error.message}</td>
        </tr>
      ))}
    </DataTable>
  );
}
