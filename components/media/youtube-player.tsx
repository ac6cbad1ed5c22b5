'use client';

import { useState, type ReactNode } from 'react';
import { youtubeEmbedUrl } from '@/lib/domain/media/video-id';
import styles from './media.module.css';

type Props = {
  videoId: string;
  /** The poster (an <img> rendered by the server): nothing of YouTube's loads before play. */
  poster: ReactNode;
  labels: { play: string; frameTitle: string };
  /** Said under the poster: what pressing play loads. */
  notice?: string;
};

/**
 * A video that costs nothing until it is asked for: a poster and a play button, and only after
 * the press the privacy-enhanced YouTube player (youtube-nocookie.com), started at once. No
 * YouTube request, cookie or script before that (spec: films and live cameras without tracking).
 */
export function YouTubePlayer({ videoId, poster, labels, notice }: Props) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.player}>
      {playing ? (
        <iframe
          className={styles.frame}
          src={youtubeEmbedUrl(videoId)}
          title={labels.frameTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          // The player takes focus so a keyboard user can pause it at once.
          ref={(frame) => frame?.focus()}
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)} data-video-id={videoId}>
          {poster}
          <span className={styles.playIcon} aria-hidden="true" />
          <span className="visually-hidden">{labels.play}</span>
        </button>
      )}
      {playing || !notice ? null : <p className={styles.notice}>{notice}</p>}
    </div>
  );
}
