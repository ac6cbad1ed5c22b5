'use client';

import { useId, useState } from 'react';
import { fillTemplate, formatBytes } from '@/lib/offline/format';
import type { Locale } from '@/lib/i18n/locales';
import { useCanSavePacks } from './browser-state';
import { savePack, type SaveProgress } from './pack-store';
import styles from './offline.module.css';

export type SaveForOfflineLabels = {
  heading: string;
  intro: string;
  button: string;
  again: string;
  /** Templates with {done}, {total}, {size}. */
  saving: string;
  saved: string;
  failed: string;
  unsupported: string;
  listLink: string;
};

type State =
  { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress } | { kind: 'saved' | 'failed'; progress: SaveProgress };

/** The "Save for offline" box: a button, a progress bar while saving, and the size once saved. */
export function SaveForOffline({
  locale,
  page,
  title,
  paths,
  offlinePage,
  labels,
}: {
  locale: Locale;
  page: string;
  title: string;
  paths: string[];
  offlinePage: string;
  labels: SaveForOfflineLabels;
}) {
  const headingId = useId();
  const supported = useCanSavePacks();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const save = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: paths.length, bytes: 0 } });
    const outcome = await savePack(page, title, paths, (progress) => setState({ kind: 'saving', progress }));
    setState({ kind: outcome.complete ? 'saved' : 'failed', progress: outcome.progress });
  };

  const message = (template: string, progress: SaveProgress) =>
    fillTemplate(template, { done: progress.done, total: progress.total, size: formatBytes(progress.bytes, locale) });

  return (
    <section className={styles.save} aria-labelledby={headingId} data-testid="save-for-offline">
      <h2 id={headingId}>{labels.heading}</h2>
      <p>{labels.intro}</p>
      {supported === false ? <p>{labels.unsupported}</p> : null}
      {supported ? (
        <button type="button" className={styles.button} onClick={save} disabled={state.kind === 'saving'}>
          {state.kind === 'saved' || state.kind === 'failed' ? labels.again : labels.button}
        </button>
      ) : null}
      {state.kind === 'saving' ? (
        <progress
          className={styles.progress}
          value={state.progress.done}
          max={state.progress.total}
          aria-label={labels.heading}
        />
      ) : null}
      <p role="status" data-testid="save-status">
        {state.kind === 'saving' ? message(labels.saving, state.progress) : null}
        {state.kind === 'saved' || state.kind === 'failed' ? (
          <>
            {message(state.kind === 'saved' ? labels.saved : labels.failed, state.progress)}{' '}
            <a href={offlinePage}>{labels.listLink}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}

export default SaveForOffline;
