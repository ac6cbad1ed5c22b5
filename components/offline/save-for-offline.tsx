'use client';

import { useEffect, useId, useState } from 'react';
import { fillTemplate, formatBytes } from '@/lib/offline/format';
import { isPackSize, packSizeAddress } from '@/lib/offline/pack-size';
import type { Locale } from '@/lib/i18n/locales';
import { useCanSavePacks } from './browser-state';
import { savePack, type SaveProgress } from './pack-store';
import styles from './offline.module.css';

export type SaveForOfflineLabels = {
  heading: string;
  intro: string;
  /** "About {size} of space, photos included." */
  size: string;
  measuring: string;
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

/** What the pack will take, asked of the server when the box appears: undefined while asking, null when unknown. */
function usePackSize(page: string): number | null | undefined {
  const [bytes, setBytes] = useState<number | null>();
  const address = packSizeAddress(page);
  useEffect(() => {
    const abort = new AbortController();
    fetch(address, { signal: abort.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((size: unknown) => setBytes(isPackSize(size) ? size.bytes : null))
      .catch(() => {
        if (!abort.signal.aborted) setBytes(null);
      });
    return () => abort.abort();
  }, [address]);
  return bytes;
}

/** The "Save for offline" box: the size it will take, a button, a progress bar while saving, and the size once saved. */
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
  const estimate = usePackSize(page);

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
      {estimate !== null ? (
        <p data-testid="pack-size">
          {estimate === undefined
            ? labels.measuring
            : fillTemplate(labels.size, { size: formatBytes(estimate, locale) })}
        </p>
      ) : null}
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
