import 'server-only';
import { embeddedStatisticsCoverage } from '@/lib/backend/content/visitor-statistics-seed';

/** The embedded backend's statistics coverage (seed data in memory), for the proxy's 400. */
export { embeddedStatisticsCoverage };
