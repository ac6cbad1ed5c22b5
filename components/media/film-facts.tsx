import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { formatDay } from '@/lib/domain/format';
import { formatFilmLength } from '@/lib/domain/media/film-length';
import type { Locale } from '@/lib/i18n/locales';

/** A film's length ("Live" for a stream) and date: under its card in the films list and under its player in the file area. */
export async function FilmFacts({
  film,
  locale,
}: {
  film: { duration?: number; date_posted?: string };
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Films' });
  return (
    <FactList
      facts={[
        { key: 'length', label: t('length'), value: film.duration ? formatFilmLength(film.duration) : t('live') },
        ...(film.date_posted
          ? [{ key: 'date', label: t('published'), value: formatDay(locale, film.date_posted) }]
          : []),
      ]}
    />
  );
}
