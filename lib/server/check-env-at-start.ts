import { getEnv } from '@/lib/env';

/**
 * A server with a wrong setting refuses to start, saying which one and why, instead of answering
 * every page with a 500 until someone reads the log (lib/env.ts is otherwise read on first use).
 */
export function checkEnvAtStart(
  exit: (code: number) => never = process.exit,
  report: (message: string) => void = console.error,
): void {
  try {
    getEnv();
  } catch (error) {
    report(error instanceof Error ? error.message : String(error));
    exit(1);
  }
}
