import 'server-only';
import { getEnv } from '@/lib/env';
import type { Coverage } from '@/lib/domain/statistics/coverage';
import { embeddedStatisticsCoverage } from './in-process/statistics-coverage';

/**
 * The years and months the visitor figures cover, when that can be told at once: the embedded
 * backend's; undefined with a remote backend (the page then says what is wrong). The proxy asks
 * it to answer 400 for a year or month the figures do not have, before any page renders.
 */
export function knownStatisticsCoverage(): Coverage | undefined {
  return getEnv().BACKEND_ORIGIN ? undefined : embeddedStatisticsCoverage;
}
