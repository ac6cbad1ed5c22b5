'use client';

import { livePaths } from '@/lib/api/live/paths';
import { crowdFlowAnswerSchema } from '@/lib/schemas/live/crowd-flow';
import { answerLang, fill, type LiveContext, type LiveLabels } from './labels';
import { LiveOfflineNote } from './live-offline-note';
import { LiveStatus, SampleNote, formatTime } from './live-status';
import { LiveUpdatesToggle } from './live-updates-toggle';
import { LiveQueryProvider } from './query-provider';
import { refreshMs, useLiveQuery } from './use-live-query';
import styles from './live.module.css';

export type CrowdFlowLabels = { caption: string; center: string; total: string; people: string };
type Props = {
  labels: LiveLabels;
  table: CrowdFlowLabels;
  /** Our own visitor centres' names in the page's language, by id, where the answer's (Traditional
   *  Chinese) ones would not do: the simplified-Chinese page, whose text is converted on the server. */
  centreNames?: Readonly<Record<number, string>>;
} & LiveContext;

/** Today's visitors per visitor centre (spec section 3: name from the centres list, total, date_time). */
export default function CrowdFlowTable(props: Props) {
  return (
    <LiveQueryProvider>
      <CrowdFlowBody {...props} />
    </LiveQueryProvider>
  );
}

export function CrowdFlowBody({ labels, table, centreNames, locale, intlLocale }: Props) {
  const query = useLiveQuery(livePaths.crowdFlow(locale), crowdFlowAnswerSchema, refreshMs.crowdFlow);
  if (query.isPending) return <LiveStatus state="loading" labels={labels} />;
  const answer = query.data;
  const names = new Map(answer?.centers.map((center) => [center.id, center.name]));
  const rows = (answer?.data ?? []).filter((row) => names.has(row.center_id));
  const toggle = <LiveUpdatesToggle refreshMs={refreshMs.crowdFlow} labels={labels} />;
  // An empty answer is refreshed too (a table may appear by itself), so it gets the switch as well.
  if (!answer || rows.length === 0)
    return (
      <>
        <LiveStatus state="empty" labels={labels} />
        {toggle}
      </>
    );
  const number = new Intl.NumberFormat(intlLocale);
  return (
    <div data-testid="crowd-flow">
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.center}</th>
            <th scope="col">{table.total}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.center_id}>
              <th
                scope="row"
                lang={
                  centreNames?.[row.center_id]
                    ? undefined
                    : answerLang(intlLocale, names.get(row.center_id), answer.siteLocale === 'zh-cn')
                }
              >
                {centreNames?.[row.center_id] ?? names.get(row.center_id)}
              </th>
              <td className={styles.number}>{fill(table.people, { count: number.format(row.total) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.meta}>
        <time dateTime={answer.date_time}>
          {fill(labels.updated, { time: formatTime(answer.date_time, intlLocale) })}
        </time>
      </p>
      {toggle}
      <LiveOfflineNote query={query} labels={labels} intlLocale={intlLocale} />
      <SampleNote answer={answer} labels={labels} intlLocale={intlLocale} />
    </div>
  );
}
