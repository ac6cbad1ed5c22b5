/**
 * Run-time knobs of `npm run bench`, from the command line or the environment. The defaults are
 * the full run the lead records; the knobs exist so a developer on the shared 2-core machine can
 * check the bench itself in a minute without hogging the CPU:
 *
 *   npm run bench -- --quick                   # = --duration=3 --warmup-load=2 --skip-lighthouse
 *   npm run bench -- --duration=5 --lighthouse-runs=1
 *   BENCH_DURATION=3 BENCH_SKIP_LIGHTHOUSE=1 npm run bench
 *   npm run bench -- --only=search             # the site search's quality alone (= npm run bench:search)
 */

export interface BenchOptions {
  /** autocannon seconds per target. */
  durationSeconds: number;
  /**
   * Seconds of load on each target just before its measured run, not counted: a server reaches
   * its steady pace on an address only after some seconds of load on it (README, "Warm-up load");
   * 0 measures from the first request.
   */
  warmupLoadSeconds: number;
  /** autocannon concurrent connections. */
  connections: number;
  skipLighthouse: boolean;
  lighthouseRuns: number;
  /** How long the stale-while-revalidate check waits for the regenerated page (a HIT). */
  revalidationTimeoutSeconds: number;
  /** Run one part alone: `search` needs no build or server. */
  only?: 'search';
}

function flag(args: readonly string[], name: string): string | true | undefined {
  for (const arg of args) {
    if (arg === `--${name}`) return true;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function wholeNumber(value: string | true | undefined, fallback: number, name: string, least: 0 | 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (value === true || !Number.isInteger(n) || n < least)
    throw new Error(`${name} must be a ${least === 1 ? 'positive ' : ''}whole number, got ${String(value)}`);
  return n;
}

const positiveInt = (value: string | true | undefined, fallback: number, name: string): number =>
  wholeNumber(value, fallback, name, 1);

const truthy = (value: string | undefined): boolean =>
  value !== undefined && !['', '0', 'false', 'no'].includes(value.toLowerCase());

/** Command-line flags win over environment variables, which win over the defaults. */
export function readOptions(
  args: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): BenchOptions {
  const known = [
    'only',
    'quick',
    'duration',
    'warmup-load',
    'connections',
    'skip-lighthouse',
    'lighthouse-runs',
    'revalidation-timeout',
  ];
  const unknown = args.filter((a) => !known.some((k) => a === `--${k}` || a.startsWith(`--${k}=`)));
  if (unknown.length > 0)
    throw new Error(`unknown option(s): ${unknown.join(' ')} (known: ${known.map((k) => `--${k}`).join(' ')})`);

  const only = flag(args, 'only');
  if (only !== undefined && only !== 'search') throw new Error(`--only takes search, got ${String(only)}`);
  const quick = flag(args, 'quick') === true || truthy(env.BENCH_QUICK);
  return {
    only,
    durationSeconds: positiveInt(flag(args, 'duration') ?? env.BENCH_DURATION, quick ? 3 : 10, 'duration'),
    warmupLoadSeconds: wholeNumber(
      flag(args, 'warmup-load') ?? env.BENCH_WARMUP_LOAD,
      quick ? 2 : 10,
      'warmup-load',
      0,
    ),
    connections: positiveInt(flag(args, 'connections') ?? env.BENCH_CONNECTIONS, 10, 'connections'),
    skipLighthouse: quick || flag(args, 'skip-lighthouse') === true || truthy(env.BENCH_SKIP_LIGHTHOUSE),
    lighthouseRuns: positiveInt(flag(args, 'lighthouse-runs') ?? env.BENCH_LIGHTHOUSE_RUNS, 3, 'lighthouse-runs'),
    revalidationTimeoutSeconds: positiveInt(
      flag(args, 'revalidation-timeout') ?? env.BENCH_REVALIDATION_TIMEOUT,
      30,
      'revalidation-timeout',
    ),
  };
}
