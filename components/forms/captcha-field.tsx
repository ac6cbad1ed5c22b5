'use client';

import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { ajaxHeader } from '@/lib/http/ajax-header';
import { TextField } from './form-field';
import styles from './forms.module.css';

export type CaptchaLabels = {
  label: string;
  hint: string;
  image: string;
  refresh: string;
  loading: string;
  failed: string;
  listen: string;
  audioFailed: string;
};
type Challenge = { id: string; image: string };

/**
 * A challenge's spoken code, loaded once (fetched with the ajax header the contract asks for) and
 * kept in memory to be played again: the server speaks a code only a few times.
 */
type SpokenCode = { id: string; ready: Promise<{ audio: HTMLAudioElement; url: string }> };

function loadSpokenCode(lang: string, id: string): SpokenCode {
  const ready = (async () => {
    const response = await fetch(`/_api/${lang}/captcha/${encodeURIComponent(id)}/audio`, {
      headers: ajaxHeader,
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`captcha audio answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    return { audio: new Audio(url), url };
  })();
  return { id, ready };
}

/** Stops a kept code and frees its memory (once it has loaded; a failed load holds nothing). */
function releaseSpokenCode(spoken: SpokenCode | null): void {
  spoken?.ready.then(
    ({ audio, url }) => {
      audio.pause();
      URL.revokeObjectURL(url);
    },
    () => undefined,
  );
}

async function fetchChallenge(lang: string): Promise<Challenge> {
  const response = await fetch(`/_api/${lang}/captcha`, { headers: ajaxHeader, cache: 'no-store' });
  if (!response.ok) throw new Error(`captcha answered ${response.status}`);
  return ((await response.json()) as { data: Challenge }).data;
}

/**
 * The captcha: an image from GET /_api/{lang}/captcha, a button for a new one, and the answer
 * field. `onChallenge` hands the challenge id to the form; `version` asks for a fresh challenge
 * (after every answer, since a code is good for one answer only).
 */
export function CaptchaField({
  lang,
  labels,
  error,
  errorPrefix,
  inputProps,
  version,
  onChallenge,
}: {
  lang: string;
  labels: CaptchaLabels;
  error?: string;
  errorPrefix: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  version: number;
  onChallenge: (id: string) => void;
}) {
  const [challenge, setChallenge] = useState<Challenge | 'loading' | 'failed'>('loading');

  const [refreshes, setRefreshes] = useState(0);
  const [audioFailed, setAudioFailed] = useState(false);
  const spokenCode = useRef<SpokenCode | null>(null);

  // The kept audio belongs to one challenge: let go when another replaces it or the form goes away.
  useEffect(() => {
    const id = typeof challenge === 'object' ? challenge.id : undefined;
    return () => {
      if (spokenCode.current?.id !== id) return;
      releaseSpokenCode(spokenCode.current);
      spokenCode.current = null;
    };
  }, [challenge]);

  /** Plays the challenge's code from the start: loaded the first time, from memory after. */
  async function playChallenge(id: string): Promise<void> {
    if (spokenCode.current?.id !== id) {
      releaseSpokenCode(spokenCode.current);
      spokenCode.current = loadSpokenCode(lang, id);
    }
    const spoken = spokenCode.current;
    let audio: HTMLAudioElement;
    try {
      ({ audio } = await spoken.ready);
    } catch (failure) {
      // A failed download is tried again on the next press.
      if (spokenCode.current === spoken) spokenCode.current = null;
      throw failure;
    }
    if (spokenCode.current !== spoken) return; // another challenge came meanwhile
    audio.currentTime = 0;
    await audio.play();
  }

  useEffect(() => {
    let current = true;
    fetchChallenge(lang).then(
      (next) => {
        if (!current) return;
        setChallenge(next);
        onChallenge(next.id);
      },
      (failure: unknown) => {
        console.error('[captcha] could not load a challenge', failure);
        if (current) setChallenge('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [lang, onChallenge, version, refreshes]);

  return (
    <div className={styles.captcha}>
      <div className={styles.captchaImage}>
        {/* Only the picture (or its loading state) is announced when it changes, not the buttons. */}
        <span aria-live="polite" className={styles.captchaPicture}>
          {typeof challenge === 'object' ? (
            // A data: URI made on the server; next/image has nothing to optimise here.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={challenge.image} alt={labels.image} width={150} height={50} />
          ) : (
            <span>{challenge === 'loading' ? labels.loading : labels.failed}</span>
          )}
        </span>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setAudioFailed(false);
            setChallenge('loading');
            setRefreshes((n) => n + 1);
          }}
        >
          {labels.refresh}
        </button>
        {typeof challenge === 'object' ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setAudioFailed(false);
              playChallenge(challenge.id).catch((failure: unknown) => {
                console.error('[captcha] could not play the code', failure);
                setAudioFailed(true);
              });
            }}
          >
            {labels.listen}
          </button>
        ) : null}
        {audioFailed ? <span role="status">{labels.audioFailed}</span> : null}
      </div>
      <TextField
        type="text"
        id="captchaCode"
        label={labels.label}
        hint={labels.hint}
        error={error}
        errorPrefix={errorPrefix}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 10, ...inputProps }}
      />
    </div>
  );
}
