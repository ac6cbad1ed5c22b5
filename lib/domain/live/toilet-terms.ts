import { dateLocaleOfLang } from '@/lib/domain/format';

/**
 * MOENV's public-toilet dataset (fac_p_07) writes a site's rating and its kinds of toilet in Chinese
 * only. These are the values it uses, mapped to the keys of the `Nearby.toilet` messages, so a page
 * in English or Japanese can say what kind of place a Chinese-named toilet is. A value not listed
 * here (the agency may add one) is left out of the description rather than shown untranslated.
 */
export const toiletGradeKeys: Readonly<Record<string, ToiletGradeKey>> = {
  特優級: 'excellent',
  優等級: 'good',
  普通級: 'ordinary',
  加強級: 'improve',
  改善級: 'improve',
};
export type ToiletGradeKey = 'excellent' | 'good' | 'ordinary' | 'improve';

export const toiletKindKeys: Readonly<Record<string, ToiletKindKey>> = {
  男廁所: 'men',
  女廁所: 'women',
  無障礙廁所: 'accessible',
  親子廁所: 'family',
  性別友善廁所: 'allGender',
  混合廁所: 'unisex',
};
export type ToiletKindKey = 'men' | 'women' | 'accessible' | 'family' | 'allGender' | 'unisex';

export type ToiletTerms = {
  /** The kind of place, with or without its rating: "Public toilet" / "Public toilet, rated {grade}". */
  place: string;
  rated: string;
  grades: Record<ToiletGradeKey, string>;
  kinds: Record<ToiletKindKey, string>;
  /** "Toilets: {kinds}" */
  kindList: string;
  diaper: string;
};

type ToiletFacts = { grade: string | null; kinds: readonly string[]; diaper: boolean };

/** "Public toilet, rated Good · Toilets: men's, women's and accessible · Baby-changing table", in the page's language. */
export function describeToilet(toilet: ToiletFacts, terms: ToiletTerms, intlLocale: string): string {
  const gradeKey = toilet.grade ? toiletGradeKeys[toilet.grade] : undefined;
  const parts = [gradeKey ? terms.rated.replace('{grade}', terms.grades[gradeKey]) : terms.place];
  const kinds = [...new Set(toilet.kinds.flatMap((kind) => (toiletKindKeys[kind] ? [toiletKindKeys[kind]] : [])))];
  if (kinds.length > 0) {
    const list = // The site's one English (en-GB): lists without the serial comma, as its dates are day-month-year.
      new Intl.ListFormat(dateLocaleOfLang(intlLocale), { type: 'conjunction' }).format(
        kinds.map((key) => terms.kinds[key]),
      );
    parts.push(terms.kindList.replace('{kinds}', list));
  }
  if (toilet.diaper) parts.push(terms.diaper);
  return parts.join(' · ');
}
