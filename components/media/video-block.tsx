import { getTranslations } from 'next-intl/server';
import { SiteImage } from '@/components/ui/site-image';
import { ExternalLink } from '@/components/ui/external-link';
import { youtubeWatchUrl } from '@/lib/domain/media/video-id';
import { YouTubePlayer } from './youtube-player';
import styles from './media.module.css';

type Props = {
  /** The id read from the record's address; none when it holds no YouTube video (spec section 6). */
  videoId: string | undefined;
  title: string;
  poster: string;
  sizes: string;
  /** Where the video can be watched when it cannot be played here (a channel's live page). */
  fallbackHref?: string;
  preload?: boolean;
  /** Whether to say under the poster that YouTube loads on play (a page that says it once, above, does not). */
  notice?: boolean;
};

/**
 * A video as a visitor meets it: the poster with a play button and, under it, a link to watch it
 * on YouTube; or, when the record's address holds no video id, a message in place of the player,
 * never a broken frame.
 */
export async function VideoBlock({
  videoId,
  title,
  poster,
  sizes,
  fallbackHref,
  preload = false,
  notice = true,
}: Props) {
  const t = await getTranslations('VideoPlayer');
  const shell = await getTranslations('Shell');
  if (!videoId)
    return (
      <div className={styles.invalid} role="note">
        <p>{t('invalid')}</p>
        {fallbackHref ? (
          <ExternalLink href={fallbackHref} hint={shell('externalHint')}>
            {t('openOnYouTube')}
          </ExternalLink>
        ) : null}
      </div>
    );
  return (
    <div className={styles.player}>
      <YouTubePlayer
        videoId={videoId}
        poster={<SiteImage src={poster} alt="" width={1280} height={720} sizes={sizes} preload={preload} />}
        labels={{ play: t('play', { title }), frameTitle: t('frameTitle', { title }) }}
        notice={notice ? t('notice') : undefined}
      />
      <ExternalLink href={youtubeWatchUrl(videoId)} hint={shell('externalHint')}>
        {t('openOnYouTube')}
      </ExternalLink>
    </div>
  );
}
