import 'server-only';
import { embeddedItemExists } from '@/lib/backend/content/detail-ids';

/**
 * The embedded backend's synchronous item lookup (read-only seed data in memory, no database).
 * This folder is the in-process door to lib/backend; the lookup is kept apart from the transport
 * so the proxy, which asks it, does not load the whole backend.
 */
export { embeddedItemExists };
