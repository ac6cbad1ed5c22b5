import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/content/entry-list';
import { ListPage } from '@/components/content/list-page';
import { listPageMetadata } from '@/components/content/simple-list-page';
import { ExternalLink } from '@/components/ui/external-link';
import { listSocialPosts } from '@/lib/api/diaries';
import { getSiteInfo } from '@/lib/content/site-info';
import { sortByDateDesc } from '@/lib/domain/sort';
import { isChinese } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metaDescription } from '@/lib/seo/meta-description';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = listPageMetadata('SocialMedia', '/social-media');

/**
 * A post's first line (up to 80 characters) is its title; the rest, cut like a search snippet
 * (a video's description can run to pages), is its summary. Posts are written in Chinese.
 */
function splitPost(text: string): { title: string; rest?: string } {
  const [first = text, ...others] = text.split('\n').filter((line) => line.trim());
  const title = first.length > 80 ? `${first.slice(0, 79)}…` : first;
  const rest = [first.length > 80 ? first : '', ...others].join(' ').trim();
  return { title, rest: rest ? metaDescription(rest, 'zh-tw') : undefined };
}

export default async function SocialMediaPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('SocialMedia');
  const shell = await getTranslations('Shell');
  const { items } = await listSocialPosts(locale);
  const posts = sortByDateDesc(items);
  const { social } = getSiteInfo(locale);
  const channels =
    social.length > 0 ? (
      <section aria-labelledby="social-channels" data-testid="social-channels">
        <h2 id="social-channels">{t('channels')}</h2>
        <p>{t('channelsLead')}</p>
        <ul>
          {social.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url} hint={shell('externalHint')}>
                {link.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <ListPage
      locale={locale}
      section="social-media"
      title={t('title')}
      lead={t('lead')}
      before={channels}
      resultsHeading={t('latestPosts')}
      resultsHeadingVisible
      isEmpty={posts.length === 0}
    >
      <EntryList
        testId="social-post"
        entries={posts.map((post) => {
          const { title, rest } = splitPost(post.text);
          // Posts are shown as written (Traditional Chinese) in English and Japanese; zh-cn converts them.
          return {
            key: post.id,
            title,
            href: post.url,
            external: true,
            date: post.date_posted,
            tags: [t(`platforms.${post.platform}`)],
            summary: rest,
            lang: isChinese(locale) ? undefined : 'zh-Hant-TW',
          };
        })}
      />
    </ListPage>
  );
}
