import { expect, type Page } from '@playwright/test';

type WithViolations = Window & { __cspViolations?: string[] };

/**
 * Collects what the Content-Security-Policy blocks on the page from now on: the browser's
 * `securitypolicyviolation` events (listened to before any of the page's own scripts run, in every
 * document the page loads) and its console messages about the policy. Call before the first
 * `goto`; the answer reads what the current document and the console have seen so far.
 */
export async function collectCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WithViolations).__cspViolations = seen;
    window.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} ${event.sample}`.trim());
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as WithViolations).__cspViolations ?? []);
    return [...events, ...logged];
  };
}

/** The answer (a page's or a request's) carries the site's policy (lib/http/content-security-policy.ts). */
export function expectSitePolicy(response: { headers(): Record<string, string> } | null): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, 'Content-Security-Policy').toContain("object-src 'none'");
  expect(policy, 'Content-Security-Policy').toContain("base-uri 'none'");
}
