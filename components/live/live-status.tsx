import { dateLocaleOfLang } from '@/lib/domain/format';
import { answerLang, fill, type LiveLabels } from './labels';
import styles from './live.module.css';

type Provenance = {
  sample: boolean;
  sampleKind: 'recorded' | 'constructed' | null;
  recordedAt: string | null;
  attribution: string;
  source?: string;
  /** 'zh-cn' when the backend converted the text for a zh-cn page. */
  siteLocale?: 'zh-cn';
};

/** Loading and "No data" of a live widget (the site's own NoData wording, spec section 8). */
export function LiveStatus({
  state,
  labels,
}: {
  state: 'loading' | 'empty';
  labels: Pick<LiveLabels, 'loading' | 'noData'>;
}) {
  return state === 'loading' ? (
    <p className={styles.status} role="status">
      {labels.loading}
    </p>
  ) : (
    <p className={styles.status}>{labels.noData}</p>
  );
}

/**
 * Sample answers (no key configured for the public service) are never passed off as live: a
 * visible note says so, with the date the sample was recorded. The source line is shown always.
 */
type SampleNoteProps = {
  answer: Provenance;
  labels: Pick<LiveLabels, 'sampleRecorded' | 'sampleConstructed' | 'sources'>;
  intlLocale: string;
  /** True when a server component read the answer (zh-cn text is then converted already). */
  fromServer?: boolean;
};

export function SampleNote({ answer, labels, intlLocale, fromServer = false }: SampleNoteProps) {
  // A known publisher is named in the page's language; another backend's own line is shown as it came.
  const named = answer.source ? labels.sources[answer.source] : undefined;
  const source = named ? (
    <p className={styles.source}>{named}</p>
  ) : answer.attribution ? (
    <p
      className={styles.source}
      lang={answerLang(intlLocale, answer.attribution, fromServer || answer.siteLocale === 'zh-cn')}
    >
      {answer.attribution}
    </p>
  ) : null;
  if (!answer.sample) return source;
  const date = answer.recordedAt ? formatDay(answer.recordedAt, intlLocale) : '—';
  const template = answer.sampleKind === 'constructed' ? labels.sampleConstructed : labels.sampleRecorded;
  return (
    <>
      <p className={styles.sample} data-testid="sample-note">
        {fill(template, { date })}
      </p>
      {source}
    </>
  );
}

/** "2025-03-09" → "9 March 2025" / "2025年3月9日", read as a Taiwan calendar day. */
export function formatDay(day: string, intlLocale: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00+08:00` : day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(dateLocaleOfLang(intlLocale), { dateStyle: 'long', timeZone: 'Asia/Taipei' }).format(
    date,
  );
}

/** An instant as Taiwan time ("23 Nov, 10:00"), as every date of the site (+08:00). */
export function formatTime(instant: string, intlLocale: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(dateLocaleOfLang(intlLocale), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Taipei',
  }).format(date);
}
