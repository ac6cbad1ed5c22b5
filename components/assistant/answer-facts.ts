import 'server-only';
import { getTranslations } from 'next-intl/server';
import { trailFacts } from '@/components/trails/trail-facts';
import { formatDayRange, formatNumber } from '@/lib/domain/format';
import type { AskMeAnswer } from '@/lib/api/assistant';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** One fact of an answer as the panel shows it; `href` makes it a link (a phone number to call). */
export type AnswerFact = { label: string; value: string; href?: string };

/** An answer as the panel shows it: its source's title and page, its text and facts. */
export type PanelAnswer = {
  kind: AskMeAnswer['kind'];
  source: string;
  href: string;
  text?: string;
  facts: AnswerFact[];
  /** For live answers: when the service recorded it (the panel says so, as the live widgets do). */
  note?: string;
};

/**
 * The answer's facts with their labels in the page's language: every value is the record's own
 * (or the live service's), only formatted — a trail's facts exactly as its page lists them.
 */
export async function panelAnswer(answer: AskMeAnswer, locale: Locale): Promise<PanelAnswer> {
  const t = await getTranslations({ locale, namespace: 'Assistant' });
  const facts: AnswerFact[] = [];
  const add = (label: string, value: string | undefined, href?: string) => {
    if (value) facts.push({ label, value, href });
  };
  add(t('facts.phone'), answer.phone, answer.phone ? `tel:${answer.phone.replace(/[^\d+]/gu, '')}` : undefined);
  add(t('facts.hours'), answer.openingHours);
  add(t('facts.address'), answer.address);
  add(t('facts.transport'), answer.travelInfo);
  add(t('facts.dates'), formatDayRange(locale, answer.dateBegin, answer.dateEnd));
  if (answer.kind === 'trail' && answer.status !== undefined) {
    const trail = { ...answer, status: answer.status };
    for (const fact of await trailFacts(trail, locale, { brief: true })) add(fact.label, fact.value);
  }
  const { forecast, carParks } = answer;
  if (forecast) {
    add(t('facts.weather'), forecast.weather ?? undefined);
    if (forecast.minTemperature !== null && forecast.maxTemperature !== null)
      add(
        t('facts.temperature'),
        t('temperatureValue', { min: forecast.minTemperature, max: forecast.maxTemperature }),
      );
    if (forecast.pop !== null) add(t('facts.rain'), t('rainValue', { pop: forecast.pop }));
  }
  for (const park of carParks ?? []) {
    add(
      park.name,
      park.empty !== null && park.total !== null
        ? t('parkingValue', { empty: formatNumber(locale, park.empty), total: formatNumber(locale, park.total) })
        : t('parkingUnknown'),
    );
  }
  const live = answer.kind === 'weather' || answer.kind === 'parking';
  return {
    kind: answer.kind,
    source: answer.title,
    href: localizedPath(locale, answer.path),
    text: answer.text,
    facts,
    note: live
      ? answer.sample
        ? t('liveSample')
        : t('liveSource', { service: t(`services.${answer.kind}`) })
      : undefined,
  };
}
