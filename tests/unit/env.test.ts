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
