import dataTable from '@/components/ui/data-table.module.css';
import styles from './statistics.module.css';

type Props = {
  caption: string;
  /** Header of the first column (the spots), then one per value column. */
  corner: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
};

/** A chart's figures as a table (caption, column and row headers): read by anyone, with or without the chart. */
export function DataTable({ caption, corner, columns, rows }: Props) {
  return (
    <div className={dataTable.wrap} tabIndex={0} role="group" aria-label={caption}>
      <table className={`${dataTable.table} ${styles.table}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
