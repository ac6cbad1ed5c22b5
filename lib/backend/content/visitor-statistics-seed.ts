import 'server-only';
import statisticsJson from '@/data/visitor-statistics.json';
import { coverageOf, type Coverage } from '@/lib/domain/statistics/coverage';
import { visitorStatisticsSeedSchema } from '@/lib/schemas/visitor-statistics';

// Validated once at load: a bad seed file fails the build and the tests, not a visitor's request.
export const statisticsSeed = visitorStatisticsSeedSchema.parse(statisticsJson);

/** The years and months the embedded figures cover (the proxy asks, to answer 400 at once). */
export const embeddedStatisticsCoverage: Coverage = coverageOf(statisticsSeed.rows);
