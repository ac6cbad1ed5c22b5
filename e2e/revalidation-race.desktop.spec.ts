import { expect, test } from '@playwright/test';
import { proxyTo, startControllableBackend, type ControllableBackend } from '../tests/support/controllable-backend';
import { E2E_PORT_BASE } from './support/forms-server';
import { startRemoteBackendSite, type RemoteBackendSite } from './support/remote-backend-site';

/**
 * An operator's correction made while a page is being rendered from what was read before it.
 * Next dates a cached page by when its render ended, so such a render, finishing after the
 * correction had expired the page, stored the old text as a fresh page for five minutes (seen as
 * a flaky e2e: a page prefetched while YouTube's stand-in was not up yet kept its empty list).
 * The site expires the changed content a second time once renders begun before the change have
 * ended (lib/server/revalidate-content.ts): the corrected text is served within seconds.
 *
 * A production server whose backend is a fake on loopback: it passes requests to the e2e site's
 * embedded backend, except that attraction 80's name is the one the test sets, read when the
 * request arrives, and one answer can be held back as a slow backend would.
 */
test.describe.configure({ mode: 'serial' });

const OPS_TOKEN = 'revalidation-race-operator-token-0123';
const item = /^\/_api\/en\/attractions\/80(\?|$)/;

let fake: ControllableBackend;
let site: RemoteBackendSite;
let currentName = '';
let holdNextMs = 0;
let held = 0;

/** Attraction 80 answered with the name the test set when the request arrived; everything else passed on. */
const answer = proxyTo(`http://localhost:${E2E_PORT_BASE}`, {
  rewrite: (req) => {
    if (!item.test(req.url ?? '')) return undefined;
    const nameWhenAsked = currentName;
    const holdMs = holdNextMs;
    holdNextMs = 0;
    if (holdMs > 0) held += 1;
    return async (received) => {
      const body = JSON.parse(received.toString('utf8')) as { data: { name: string } };
      body.data.name = nameWhenAsked;
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      return Buffer.from(JSON.stringify(body));
    };
  },
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startControllableBackend(answer);
  site = await startRemoteBackendSite(E2E_PORT_BASE + 6, fake.origin, {
    OPS_TOKEN,
    // Room for the held answer (2 s) within the page's budget on a loaded 2-core machine.
    BACKEND_PAGE_BUDGET_MS: '6000',
    BACKEND_TIMEOUT_MS: '6000',
  });
  await expect.poll(() => site.output(), { timeout: 90_000 }).toMatch(/Search warm-up: \d+ of \d+ indexes built/);
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await site?.stop();
  await fake?.close();
});

const titleOf = async (path: string) => {
  const html = await (await fetch(`${site.origin}${path}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
};

test('a correction made while the page is being rendered from the old text is served within seconds', async () => {
  test.setTimeout(120_000);
  currentName = 'Before the correction';
  holdNextMs = 2_000;
  // The page's render asks the backend, which reads the old name now and answers 2 s later.
  const rendering = titleOf('/en/attractions/80');
  await expect.poll(() => held, { timeout: 30_000 }).toBe(1);

  // Meanwhile the operator corrects the name and revalidates the item.
  currentName = 'After the correction';
  const revalidated = await fetch(`${site.origin}/_ops/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags: ['attractions/80'] }),
  });
  expect(revalidated.status).toBe(200);
  // The render under way ends with what it read: the old name, stored after the revalidation.
  expect(await rendering).toContain('Before the correction');

  // Within seconds, not the page's five minutes, every visitor gets the corrected name.
  await expect
    .poll(() => titleOf('/en/attractions/80'), { timeout: 30_000, intervals: [1_000] })
    .toContain('After the correction');
});
