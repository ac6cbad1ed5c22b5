import { getTranslations } from 'next-intl/server';
import type { SiteStatus } from '@/lib/schemas/trail';
import { formatNumber } from '@/lib/domain/format';
import { difficultyKey, splitMinutes, statusKey } from '@/lib/domain/trail-labels';
import type { Locale } from '@/lib/i18n/locales';
import type { Fact } from '@/components/content/fact-list';

/** What trails and cycling routes share: length, time, grade, difficulty, status, ends. */
export type RouteFactsSource = {
  lengthKm?: number;
  minutes?: number;
  level?: number;
  difficulty?: number;
  altitudeMin?: number;
  altitudeMax?: number;
  status: SiteStatus;
  days?: number;
  start?: string;
  end?: string;
};

/** A trail's (or cycling route's) known facts as label/value pairs, in display order; unknown facts are left out. */
export async function trailFacts(trail: RouteFactsSource, locale: Locale, { brief = false } = {}): Promise<Fact[]> {
  const t = await getTranslations({ locale, namespace: 'Trails' });
  const facts: Fact[] = [];
  const add = (key: string, value: string | undefined) => {
    if (value) facts.push({ key, label: t(key as 'length'), value });
  };
  add(
    'length',
    trail.lengthKm !== undefined ? t('lengthValue', { km: formatNumber(locale, trail.lengthKm) }) : undefined,
  );
  add('time', trail.minutes !== undefined ? t('timeValue', splitMinutes(trail.minutes)).trim() : undefined);
  const difficulty = trail.difficulty !== undefined ? difficultyKey(trail.difficulty) : undefined;
  add('difficulty', difficulty ? `${trail.difficulty} · ${t(`difficultyLabels.${difficulty}`)}` : undefined);
  add('status', t(`statusLabels.${statusKey(trail.status)}`));
  if (brief) return facts;
  add('level', trail.level !== undefined ? t('levelValue', { level: trail.level }) : undefined);
  add(
    'altitude',
    trail.altitudeMin !== undefined && trail.altitudeMax !== undefined
      ? t('altitudeValue', {
          min: formatNumber(locale, trail.altitudeMin),
          max: formatNumber(locale, trail.altitudeMax),
        })
      : undefined,
  );
  add(
    'days',
    trail.days !== undefined ? (trail.days === 0.5 ? t('halfDay') : t('daysValue', { days: trail.days })) : undefined,
  );
  add('start', trail.start);
  add('end', trail.end);
  return facts;
}

/**
 * Length, time and difficulty as one line of text ("Length: 4.39 km; Walking time: …"), for a
 * page description; undefined when none is known. The status is left out: it changes, and
 * search results keep a description for weeks.
 */
export async function routeFactsText(route: RouteFactsSource, locale: Locale): Promise<string | undefined> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const facts = (await trailFacts(route, locale, { brief: true })).filter((fact) => fact.key !== 'status');
  if (facts.length === 0) return undefined;
  return facts.map((fact) => t('fact', { label: fact.label, value: fact.value })).join(t('factSeparator'));
}
