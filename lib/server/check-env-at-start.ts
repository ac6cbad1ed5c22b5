import { getEnv } from '@/lib/env';
import { checkSiteUrl } from './site-url-at-start';

/**
 * A server with a wrong setting refuses to start, saying which one and why, instead of answering
 * every page with a 500 until someone reads the log (lib/env.ts is otherwise read on first use).
 * A deployment without its public address refuses too; a trial on one machine is warned.
 */
export function checkEnvAtStart(
  exit: (code: number) => never = process.exit,
  report: (message: string) => void = console.error,
  warn: (message: string) => void = console.warn,
  vars: Record<string, string | undefined> = process.env,
): void {
  try {
    getEnv();
  } catch (error) {
    report(error instanceof Error ? error.message : String(error));
    exit(1);
  }
  const siteUrl = checkSiteUrl(vars);
  if (siteUrl && 'refuse' in siteUrl) {
    report(siteUrl.refuse);
    exit(1);
  } else if (siteUrl) {
    warn(siteUrl.warn);
  }
}
