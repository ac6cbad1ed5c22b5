'use client';

import { useState, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { AssistantLabels } from './assistant-labels';
import type { AssistantPanelProps } from './assistant-panel';
import styles from './assistant-button.module.css';

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
        <span className={styles.icon} aria-hidden="true" />
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
