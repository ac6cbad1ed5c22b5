import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { visitorStatisticsWireSchema, type VisitorStatisticsWire } from '@/lib/schemas/visitor-statistics';
import { callApi } from './client';

/** Every year's monthly figures of the spots, in the language (cached like every backend answer). */
export async function getVisitorStatistics(locale: Locale): Promise<VisitorStatisticsWire | undefined> {
  const outcome = await callApi({
    locale,
    path: 'visitor-statistics',
    schema: envelopeSchema(visitorStatisticsWireSchema),
  });
  return outcome.ok ? outcome.data.data : undefined;
}
