import { TableRegion } from '@aurelle/ui/table';
import type { ReactNode } from 'react';
import { TextSection } from '../../../components/ui/text-section.tsx';
import styles from './size-table.module.css';

type Props = { id: string; title: string; note: string; columns: string[]; rows: ReactNode[][] };

/** A size chart: the first cell of each row is its header; the table scrolls sideways on phones. */
export function SizeTable({ id, title, note, columns, rows }: Props) {
  return (
    <TextSection heading={title} headingId={id}>
      <p>{note}</p>
      <TableRegion
        name={{ labelledBy: id }}
        className={styles.scroller}
        tableClassName={styles.table}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </TextSection>
  );
}
