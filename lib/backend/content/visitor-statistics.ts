import 'server-only';
import { parseStatisticsQuery } from '@/lib/domain/statistics/coverage';
import type { ApiLang } from '@/lib/i18n/locales';
import type { VisitorStatisticsWire } from '@/lib/schemas/visitor-statistics';
import { ApiHttpError, type EndpointRequest } from '../http';
import { envelope } from '../handlers/envelope';
import { embeddedStatisticsCoverage, statisticsSeed as seed } from './visitor-statistics-seed';

/**
 * GET visitor-statistics[?year=YYYY]: the spots (names in the language), the years covered and
 * the rows — every year, or with `year` that year and the one before (for the comparison). A year
 * or month the figures do not have is a 400 with its reason.
 */
export async function visitorStatisticsHandler({ lang, query }: EndpointRequest) {
  const parsed = parseStatisticsQuery(
    { year: query.get('year') ?? undefined, month: query.get('month') ?? undefined },
    embeddedStatisticsCoverage,
  );
  if (parsed.errors.year)
    throw new ApiHttpError(400, `year must be one of ${embeddedStatisticsCoverage.years.join(', ')}.`);
  if (parsed.errors.month) throw new ApiHttpError(400, `month must be a month of ${parsed.year} with figures (1–12).`);
  const years = query.has('year') ? [parsed.year - 1, parsed.year] : embeddedStatisticsCoverage.years;
  return envelope(lang, toWire(lang, years));
}

function toWire(lang: ApiLang, years: readonly number[]): VisitorStatisticsWire {
  const { dataset, publisher, url } = seed.source;
  return {
    source: { dataset, publisher, url },
    spots: seed.spots.map((spot) => ({
      id: spot.id,
      name: spot.i18n[lang].name,
      ...(spot.areaId !== undefined ? { area_id: spot.areaId } : {}),
      part_of_area: spot.partOfArea,
    })),
    years: [...embeddedStatisticsCoverage.years],
    rows: seed.rows.filter((row) => years.includes(row.year)),
  };
}
