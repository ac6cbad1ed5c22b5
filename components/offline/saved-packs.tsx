'use client';

import { useState } from 'react';
import { fillTemplate, formatBytes, formatSavedAt } from '@/lib/offline/format';
import { parsePackIndex, type SavedPack } from '@/lib/offline/save-pack';
import type { Locale } from '@/lib/i18n/locales';
import { useCanSavePacks, usePackIndexText } from './browser-state';
import { removePack } from './pack-store';
import styles from './offline.module.css';

export type SavedPacksLabels = {
  nothingSaved: string;
  /** Templates: {date} {size}; {title}. */
  savedOn: string;
  remove: string;
  removeLabel: string;
  removed: string;
  unsupported: string;
};

/** What is saved on this device (read from the browser: the server cannot know), with a remove button each. */
export function SavedPacks({ locale, labels }: { locale: Locale; labels: SavedPacksLabels }) {
  const supported = useCanSavePacks();
  const indexText = usePackIndexText();
  // Undefined until the browser's list is read (the server cannot know it).
  const packs = indexText === undefined ? undefined : parsePackIndex(indexText);
  const [removed, setRemoved] = useState<string>();

  const remove = async (pack: SavedPack) => {
    await removePack(pack.page);
    setRemoved(fillTemplate(labels.removed, { title: pack.title }));
    // Focus would otherwise be lost with the removed button: the heading of the list takes it.
    document.getElementById('offline-saved')?.focus();
  };

  if (supported === false) return <p>{labels.unsupported}</p>;
  return (
    <>
      <p role="status" data-testid="saved-packs-status">
        {removed}
      </p>
      {packs && packs.length === 0 ? <p>{labels.nothingSaved}</p> : null}
      {packs && packs.length > 0 ? (
        <ul className={styles.list} data-testid="saved-packs">
          {packs.map((pack) => (
            <li key={pack.page}>
              <div>
                <a href={pack.page}>{pack.title}</a>
                <p className={styles.meta}>
                  {fillTemplate(labels.savedOn, {
                    date: formatSavedAt(pack.savedAt, locale),
                    size: formatBytes(pack.bytes, locale),
                  })}
                </p>
              </div>
              <button
                type="button"
                className={styles.secondary}
                aria-label={fillTemplate(labels.removeLabel, { title: pack.title })}
                onClick={() => void remove(pack)}
              >
                {labels.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
