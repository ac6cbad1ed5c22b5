import { expect, type Page } from '@playwright/test';

export { expectNoAxeViolations } from './axe';

/** The latest captcha code the page was given (the test server reveals it; production never does). */
export function watchCaptcha(page: Page): () => Promise<string> {
  let latest: Promise<string> | undefined;
  page.on('response', (response) => {
    if (!/\/_api\/[a-z-]+\/captcha$/.test(new URL(response.url()).pathname)) return;
    const code = response.json().then((body: { data: { code: string } }) => body.data.code);
    // A form asks for a fresh code after every answer; one still loading when the test ends is no failure.
    code.catch(() => undefined);
    latest = code;
  });
  // Each code is given once: the next call waits for the page's next code (a new page, or the fresh
  // code a form asks for after an answer), never reusing one the server has already spent.
  return async () => {
    await expect.poll(() => latest !== undefined).toBe(true);
    const code = latest!;
    latest = undefined;
    return code;
  };
}
