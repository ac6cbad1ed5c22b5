import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_PORT_BASE } from './support/forms-server';
import { startRemoteBackendSite, type RemoteBackendSite } from './support/remote-backend-site';

/**
 * `npm start` (scripts/start.mjs) is `next start` with glibc's allocator kept to two arenas: the
 * server process itself carries MALLOC_ARENA_MAX=2 (glibc reads it at process start), and it is
 * the process that was started, not a wrapper around it, so a supervisor's signals reach it.
 * Read from /proc: the e2e suite runs on Linux (Debian's Chromium and PostgreSQL), as the setting is Linux's.
 */
test.describe.configure({ mode: 'serial' });

let site: RemoteBackendSite;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startRemoteBackendSite(E2E_PORT_BASE + 7, `http://localhost:${E2E_PORT_BASE}`, {
    // Whatever the machine running the tests sets: the value checked below is the script's.
    MALLOC_ARENA_MAX: undefined,
  });
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await site?.stop();
});

test('the started process is the Next server, with glibc kept to two malloc arenas', async () => {
  const environment = (await readFile(`/proc/${site.pid}/environ`, 'utf8')).split('\0');
  expect(environment).toContain('MALLOC_ARENA_MAX=2');
  // Next's server names its process (`next-server (v16…)`); the script would have kept its arguments.
  const commandLine = await readFile(`/proc/${site.pid}/cmdline`, 'utf8');
  expect(commandLine).toMatch(/^next-server \(v\d+/);
  const page = await fetch(`${site.origin}/en/attractions/80`);
  expect(page.status).toBe(200);
});
