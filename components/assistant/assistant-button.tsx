'use client';

import { useState, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { AssistantLabels } from './assistant-labels';
import type { AssistantPanelProps } from './assistant-panel';
import styles from './assistant.module.css';

const loadPanel = () => import('./assistant-panel');

/**
 * The floating chat-assistant button (spec: Chinese pages only). The panel is loaded on first
 * open (spec section 4), in its own chunk, and kept afterwards so the conversation survives
 * closing and reopening.
 */
export function AssistantButton({ locale, labels }: { locale: Locale; labels: AssistantLabels }) {
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps>>();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const openPanel = () => {
    setFailed(false);
    if (Panel) return setOpen(true);
    loadPanel().then(
      (module) => {
        setPanel(() => module.AssistantPanel);
        setOpen(true);
      },
      // Offline on a mountain road: the chunk cannot come; say so instead of doing nothing.
      () => setFailed(true),
    );
  };

  return (
    <>
      <button
        type="button"
        id="assistant-button"
        className={styles.button}
        aria-label={labels.buttonLabel}
        aria-haspopup="dialog"
        onClick={openPanel}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z"
            fill="currentColor"
          />
        </svg>
        <span aria-hidden="true">{labels.buttonText}</span>
      </button>
      {failed ? (
        <p role="alert" className={styles.loadError}>
          {labels.failed}
        </p>
      ) : null}
      {Panel ? <Panel locale={locale} labels={labels} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
