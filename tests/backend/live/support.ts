import fs from 'node:fs';
import path from 'node:path';
import { afterEach, vi } from 'vitest';
import { liveCache } from '@/lib/backend/connectors/ttl-cache';
import { resetEnvForTests } from '@/lib/env';

/** A recorded upstream response from tests/fixtures/upstream or data/live-samples. */
export function fixture(name: string): unknown {
  const inFixtures = path.join(process.cwd(), 'tests/fixtures/upstream', name);
  const file = fs.existsSync(inFixtures) ? inFixtures : path.join(process.cwd(), 'data/live-samples', name);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

/** Sets env vars for one test; the cache and env are reset after each test. */
export function useEnv(values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  resetEnvForTests();
}

export function resetLiveState(): void {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    liveCache.clear();
  });
}
