import { getTranslations } from 'next-intl/server';
import { OwnImage } from '@/components/ui/own-image';
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
  preload?: boolean;
  /** Whether to say under the poster that YouTube loads on play (a page that says it once, above, does not). */
  notice?: boolean;
};

export type VideoBlockLabels = {
  play: string;
  frameTitle: string;
  notice: string;
  invalid: string;
  openOnYouTube: string;
  externalHint: string;
};

/** VideoBlock in the page's language. */
export async function VideoBlock(props: Props) {
  const t = await getTranslations('VideoPlayer');
  const shell = await getTranslations('Shell');
  return (
    <VideoBlockView
      {...props}
      labels={{
        play: t('play', { title: props.title }),
        frameTitle: t('frameTitle', { title: props.title }),
        notice: t('notice'),
        invalid: t('invalid'),
        openOnYouTube: t('openOnYouTube'),
        externalHint: shell('externalHint'),
      }}
    />
  );
}

/**
 * A video as a visitor meets it: the poster with a play button and, under it, a link to watch it
 * on YouTube; or, when the record's address holds no video id, a message in place of the player,
 * never a broken frame.
 */
export function VideoBlockView({
  videoId,
  poster,
  sizes,
  preload = false,
  notice = true,
  labels,
}: Props & { labels: VideoBlockLabels }) {
  if (!videoId)
    return (
      <div className={styles.invalid} role="note">
        <p>{labels.invalid}</p>
      </div>
    );
  return (
    <div className={styles.player}>
      <YouTubePlayer
        videoId={videoId}
        poster={<OwnImage src={poster} alt="" width={1280} height={720} sizes={sizes} preload={preload} />}
        labels={{ play: labels.play, frameTitle: labels.frameTitle }}
        notice={notice ? labels.notice : undefined}
      />
      <ExternalLink href={youtubeWatchUrl(videoId)} hint={labels.externalHint}>
        {labels.openOnYouTube}
      </ExternalLink>
    </div>
  );
}
