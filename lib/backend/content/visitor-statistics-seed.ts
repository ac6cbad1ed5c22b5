import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { coverageOf, type Coverage } from '@/lib/domain/statistics/coverage';
import { visitorStatisticsSeedSchema } from '@/lib/schemas/visitor-statistics';

const statisticsJson = readDataFile('visitor-statistics.json');

// Validated once at load: a bad seed file fails the build and the tests, not a visitor's request.
export const statisticsSeed = visitorStatisticsSeedSchema.parse(statisticsJson);

/** The years and months the embedded figures cover (the proxy asks, to answer 400 at once). */
export const embeddedStatisticsCoverage: Coverage = coverageOf(statisticsSeed.rows);
