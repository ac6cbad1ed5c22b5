/**
 * The online-services journeys run against their own server (see playwright.config.ts): a
 * development-mode server whose captcha answers carry their code (lib/env refuses that in
 * production) and which mails through the SMTP server these tests start on SMTP_PORT.
 */
export const FORMS_PORT = 3102;
export const SMTP_PORT = 2526;
export const formsOrigin = `http://localhost:${FORMS_PORT}`;

/** The forms server's operator token (the tests move cases with `npm run ops`). */
export const OPS_TOKEN = 'e2e-operator-token-0123456789';
