import { afterEach, describe, expect, test, vi } from 'vitest';
import { getEnv, resetEnvForTests } from '@/lib/env';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('lib/env', () => {
  test('gives documented defaults when nothing is set', () => {
    vi.stubEnv('SITE_ENV', '');
    vi.stubEnv('BACKEND_ORIGIN', '');
    resetEnvForTests();
    const env = getEnv();
    expect(env.SITE_ENV).toBe('production');
    expect(env.BACKEND_ORIGIN).toBeUndefined();
    expect(env.BACKEND_TIMEOUT_MS).toBe(3000);
    expect(env.BACKEND_PAGE_BUDGET_MS).toBe(2500);
    expect(env.BACKEND_BREAKER_FAILURES).toBe(5);
    expect(env.BACKEND_BREAKER_COOLDOWN_SECONDS).toBe(30);
  });

  test('reads and coerces valid values', () => {
    vi.stubEnv('SITE_ENV', 'staging');
    vi.stubEnv('BACKEND_ORIGIN', 'https://backend.example.gov.tw');
    vi.stubEnv('BACKEND_TIMEOUT_MS', '2500');
    resetEnvForTests();
    expect(getEnv()).toMatchObject({
      SITE_ENV: 'staging',
      BACKEND_ORIGIN: 'https://backend.example.gov.tw',
      BACKEND_TIMEOUT_MS: 2500,
    });
  });

  test('refuses to start with an invalid value, naming the variable', () => {
    vi.stubEnv('BACKEND_ORIGIN', 'not a url');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/BACKEND_ORIGIN/);
  });
});

describe('no captcha bypass in production', () => {
  test('CAPTCHA_REVEAL is refused when SITE_ENV is production, including by default', () => {
    vi.stubEnv('CAPTCHA_REVEAL', '1');
    vi.stubEnv('SITE_ENV', '');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/CAPTCHA_REVEAL=1 is allowed only when SITE_ENV is development, not production/);
    vi.stubEnv('SITE_ENV', 'production');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/CAPTCHA_REVEAL/);
  });

  test('it is off unless set, and only a development (test) server may turn it on, not staging', () => {
    vi.stubEnv('CAPTCHA_REVEAL', '1');
    vi.stubEnv('SITE_ENV', 'staging');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/CAPTCHA_REVEAL/);
    vi.stubEnv('CAPTCHA_REVEAL', '');
    resetEnvForTests();
    expect(getEnv().CAPTCHA_REVEAL).toBe(false);
    vi.stubEnv('CAPTCHA_REVEAL', '1');
    vi.stubEnv('SITE_ENV', 'development');
    resetEnvForTests();
    expect(getEnv().CAPTCHA_REVEAL).toBe(true);
  });
});

describe('live conditions variables', () => {
  test('default to the public services, sample data and the embedded stand-ins', () => {
    resetEnvForTests();
    const env = getEnv();
    expect(env.CWA_API_KEY).toBeUndefined();
    expect(env.CWA_API_ORIGIN).toBe('https://opendata.cwa.gov.tw');
    expect(env.MOENV_API_ORIGIN).toBe('https://data.moenv.gov.tw');
    expect(env.TDX_API_ORIGIN).toBe('https://tdx.transportdata.tw');
    expect(env.PARKING_SERVICE_ORIGIN).toBeUndefined();
    expect(env.PARKING_MAGI_TOKEN_TTL_SECONDS).toBe(3600);
    expect(env.LIVE_UPSTREAM_TIMEOUT_MS).toBe(8000);
  });

  test('TDX credentials come in pairs, and a short parking-magi secret is refused', () => {
    vi.stubEnv('TDX_CLIENT_ID', 'id-only');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/TDX_CLIENT_ID and TDX_CLIENT_SECRET/);
    vi.unstubAllEnvs();
    vi.stubEnv('PARKING_MAGI_SECRET', 'short');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/PARKING_MAGI_SECRET/);
  });
});

describe('checkEnvAtStart (instrumentation.ts)', () => {
  test('a server with a wrong setting stops at start, saying which setting and why', async () => {
    const { checkEnvAtStart } = await import('@/lib/server/check-env-at-start');
    vi.stubEnv('SOCIAL_YOUTUBE_CHANNEL_ID', '@trimtnsa');
    resetEnvForTests();
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    const report = vi.fn();
    expect(() => checkEnvAtStart(exit, report)).toThrow('exit 1');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('a YouTube channel id'));
    expect(String(report.mock.calls[0]![0])).toContain('SOCIAL_YOUTUBE_CHANNEL_ID');
  });

  test('a valid configuration starts', async () => {
    const { checkEnvAtStart } = await import('@/lib/server/check-env-at-start');
    vi.stubEnv('SOCIAL_YOUTUBE_CHANNEL_ID', 'UCtestChannel0123456789a');
    resetEnvForTests();
    const exit = vi.fn((): never => {
      throw new Error('should not exit');
    });
    checkEnvAtStart(exit, vi.fn(), vi.fn(), { SITE_URL: 'https://www.trimt-nsa.gov.tw' });
    expect(exit).not.toHaveBeenCalled();
  });

  test('without SITE_URL, a trial on one machine starts with a warning and links to the port it listens on', async () => {
    const { checkEnvAtStart } = await import('@/lib/server/check-env-at-start');
    const { localSiteUrl } = await import('@/lib/env');
    const exit = vi.fn((): never => {
      throw new Error('should not exit');
    });
    const warn = vi.fn();
    checkEnvAtStart(exit, vi.fn(), warn, { PORT: '3456', SITE_ENV: 'development' });
    checkEnvAtStart(exit, vi.fn(), warn, { PORT: '3456' });
    expect(exit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://localhost:3456'));
    expect(localSiteUrl('3456')).toBe('http://localhost:3456');
    expect(localSiteUrl(undefined)).toBe('http://localhost:3000');
    expect(localSiteUrl('80; evil')).toBe('http://localhost:3000');
  });

  test.each([
    ['SITE_ENV', 'production'],
    ['SITE_ENV', 'staging'],
    ['DATABASE_URL', 'postgres://db/trimt'],
    ['REDIS_URL', 'redis://cache:6379'],
    ['SMTP_URL', 'smtp://mail:25'],
    ['FILE_AREA_HOST', 'files.example.gov.tw'],
    ['BACKEND_ORIGIN', 'https://api.example.gov.tw'],
    ['TRUSTED_PROXY_HOPS', '1'],
  ])('without SITE_URL, a server with %s=%s (a deployment) refuses to start, naming both', async (name, value) => {
    const { checkEnvAtStart } = await import('@/lib/server/check-env-at-start');
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    const report = vi.fn();
    expect(() => checkEnvAtStart(exit, report, vi.fn(), { [name]: value })).toThrow('exit 1');
    expect(String(report.mock.calls[0]![0])).toMatch(new RegExp(`SITE_URL is not set, but ${name}`));
  });

  test('the address derived from the port is what the pages use', () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '4123');
    resetEnvForTests();
    expect(getEnv().SITE_URL).toBe('http://localhost:4123');
  });
});

describe('durabilityWarning (instrumentation.ts, issue 24)', () => {
  test('a production server on PGlite is warned that acknowledged submissions can be lost; PostgreSQL or a test server is not', async () => {
    const { durabilityWarning } = await import('@/lib/server/check-database-at-start');
    const pglite = { SITE_ENV: 'production', PGLITE_DIR: '.data/pglite' };
    expect(durabilityWarning(pglite)).toMatch(/does not flush each write to disk[\s\S]*Set DATABASE_URL/);
    expect(durabilityWarning({ ...pglite, DATABASE_URL: 'postgres://db/trimt' })).toBeUndefined();
    expect(durabilityWarning({ ...pglite, SITE_ENV: 'development' })).toBeUndefined();
    expect(durabilityWarning({ ...pglite, PGLITE_DIR: 'memory://' })).toBeUndefined();
    expect(durabilityWarning({ ...pglite, BACKEND_ORIGIN: 'https://api.example' })).toBeUndefined();
  });
});
