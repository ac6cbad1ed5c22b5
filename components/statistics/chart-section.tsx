import type { ChartOptions } from './chart-options';
import { ChartSlot } from './chart-slot';
import { DataTable } from './data-table';
import styles from './statistics.module.css';

type Props = {
  /** The section's id (its heading's, and its test id). */
  id: string;
  title: string;
  /** One sentence computed from the figures: what the chart shows. */
  summary: string;
  options: ChartOptions;
  /** The same figures as a table, under the chart. */
  table: Parameters<typeof DataTable>[0];
};

/** One chart of the statistics page: heading, summary, the chart (drawn when near the screen) and its table twin. */
export function ChartSection({ id, title, summary, options, table }: Props) {
  return (
    <section aria-labelledby={id} className={styles.section} data-testid={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.summary}>{summary}</p>
      <ChartSlot options={options} />
      <DataTable {...table} />
    </section>
  );
}
