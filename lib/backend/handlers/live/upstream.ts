import 'server-only';
import { logError } from '@/lib/log';
import { ApiHttpError } from '../../http';

/**
 * Runs a connector call; a failing public service becomes 502 (not 500: our code is fine, theirs
 * is down) and is logged by name only. Connector errors never carry a URL query (fetch-upstream.ts),
 * so no API key reaches the log.
 */
export async function fromUpstream<T>(service: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    logError('live', `${service} failed`, error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error');
    throw new ApiHttpError(502, `The ${service} service is not available right now.`);
  }
}
