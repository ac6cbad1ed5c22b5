/**
 * Test aid: what a server does at start about its database (lib/server/check-database-at-start.ts,
 * with the PGLITE_DIR it is given), then it stays up, as a server would, until it is killed.
 */
import { checkDatabaseAtStart } from '../../lib/server/check-database-at-start';

await checkDatabaseAtStart();
console.log('started');
setInterval(() => {}, 60_000);
