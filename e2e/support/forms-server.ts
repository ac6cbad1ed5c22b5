/**
 * The online-services journeys run against their own server (see playwright.config.ts): a
 * development-mode server whose captcha answers carry their code (lib/env refuses that in
 * production) and which mails through the SMTP server these tests start on SMTP_PORT.
 */
// E2E_PORT_BASE moves every server of a run (two checkouts can test side by side).
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
export const FORMS_PORT = E2E_PORT_BASE + 2;
export const SMTP_PORT = E2E_PORT_BASE - 574;
export const formsOrigin = `http://localhost:${FORMS_PORT}`;
/** A stand-in for YouTube (channel feeds, oEmbed), started by e2e/youtube-stand-in.desktop.spec.ts; the forms server reads it. */
export const FEED_PORT = E2E_PORT_BASE - 573;
export const FEED_CHANNEL_ID = 'UCtestChannel0123456789a';

/** The forms server's operator token (the tests move cases with `npm run ops`). */
export const OPS_TOKEN = 'e2e-operator-token-0123456789';
