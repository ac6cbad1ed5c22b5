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
    expect(env.BACKEND_TIMEOUT_MS).toBe(8000);
  });

  test('reads and coerces valid values', () => {
    vi.stubEnv('SITE_ENV', 'staging');
    vi.stubEnv('BACKEND_ORIGIN', 'https://backend.example.gov.tw');
    vi.stubEnv('BACKEND_TIMEOUT_MS', '2500');
    resetEnvForTests();
    expect(getEnv()).toMatchObject({ SITE_ENV: 'staging', BACKEND_ORIGIN: 'https://backend.example.gov.tw', BACKEND_TIMEOUT_MS: 2500 });
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
