import { defineConfig, devices } from '@playwright/test';
import {
  E2E_PORT_BASE,
  FEED_CHANNEL_ID,
  FEED_PORT,
  FORMS_PORT,
  OPS_TOKEN,
  SMTP_PORT,
} from './e2e/support/forms-server';

// Tests run against the production build (`npm run build` first), started here on three ports:
// the site with its embedded backend, a second site that reaches the first one's /_api over
// HTTP (BACKEND_ORIGIN), so both transports of lib/api are exercised end to end, and the
// online-services server of e2e/support/forms-server.ts, on PostgreSQL. e2e/cluster.desktop.spec.ts
// starts two more of its own (two servers sharing PostgreSQL and Redis).
const PORT = E2E_PORT_BASE;
/** A closed local port: a public service configured here is out of reach, fast. */
const NO_SERVICE = 'http://127.0.0.1:9';
const HTTP_PORT = E2E_PORT_BASE + 1;
// As `npm start` runs it (scripts/start.mjs: next start with glibc's allocator kept to two arenas).
const next = 'node scripts/start.mjs';
/**
 * Each server runs from its own copy of the build: Next keeps rendered pages in the build folder
 * (the page cache), and these servers render differently (another backend transport, another
 * SITE_URL, the forms server's feed), so one must never serve a page another rendered.
 */
const ownBuild = (name: string) =>
  `rm -rf .next-${name} && cp -r .next .next-${name} && rm -rf .next-${name}/cache .next-${name}/server/route-cache && NEXT_DIST_DIR=.next-${name}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs the phone project leaves to the desktop one: what they check does not depend on the screen
 * (server answers, routing, languages, list contents and filters, search), and each run costs minutes
 * on a 2-core machine. accessibility.spec.ts checks every page at both sizes in one test. What does
 * differ on a phone (its menu, the nearby button, the shell, larger text, the map, the assistant) runs
 * in both projects.
 */
const viewportFreeSpecs = [
  /accessibility\.spec\.ts$/,
  /i18n-routing\.spec\.ts$/,
  /catalogue\.spec\.ts$/,
  /catalogue-lists\.spec\.ts$/,
  /attractions\.spec\.ts$/,
  /search\.spec\.ts$/,
  /file-area\.spec\.ts$/,
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A guard against a hung test, not a speed check (speed is `npm run bench`'s): on a loaded 2-core
  // machine an axe run or a first render of a page can take several seconds.
  timeout: 60_000,
  // The same for a web-first assertion: a client navigation may wait on a page's first render.
  expect: { timeout: 10_000 },
  // CI records a trace only when it retries a failed test: recording every test costs about a tenth of
  // the run on a 2-core machine; the retry's trace shows the failure all the same.
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
    // The offline service worker would store the shell pages (12 pages and their files) in every
    // test's fresh browser context: load on a 2-core machine and requests other specs do not
    // expect. e2e/offline.spec.ts and e2e/offline-update.desktop.spec.ts allow it for their own tests.
    serviceWorkers: 'block',
  },
  projects: [
    // *.desktop.spec.ts and *.phone.spec.ts hold what exists at one viewport only (the two menus).
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: [/\.desktop\.spec\.ts$/, ...viewportFreeSpecs],
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `rm -rf .data/e2e && ${ownBuild('e2e-site')} ${next} -p ${PORT}`,
      url: `http://localhost:${PORT}/en`,
      env: {
        PGLITE_DIR: '.data/e2e',
        SITE_URL: `http://localhost:${PORT}`,
        // The file area's own host (e2e/file-area.spec.ts): Chromium sends *.localhost to this machine.
        FILE_AREA_HOST: 'files.localhost',
        // The example survey, registrations and filming application of data/forms (lib/env.ts), so
        // every form template is checked (accessibility.spec.ts); off, a visitor sees none of them.
        EXAMPLE_FORMS: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        // YouTube out of reach, the same with or without internet: the cameras' stream checks say
        // "unknown" and the players are offered (e2e/youtube-stand-in.desktop.spec.ts answers for YouTube).
        YOUTUBE_FEED_ORIGIN: NO_SERVICE,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `${ownBuild('e2e-http')} ${next} -p ${HTTP_PORT}`,
      url: `http://localhost:${HTTP_PORT}/en/attractions`,
      env: {
        BACKEND_ORIGIN: `http://localhost:${PORT}`,
        // The site behind it may answer its first calls slowly on a loaded machine (its database
        // opens then): limits as generous as before the page budget, so no check here sees "No data".
        // e2e/failing-backend.desktop.spec.ts checks the budget and the breaker on a server of its own.
        BACKEND_PAGE_BUDGET_MS: '8000',
        BACKEND_TIMEOUT_MS: '8000',
        PGLITE_DIR: 'memory://',
        SITE_URL: `http://localhost:${HTTP_PORT}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // On a throwaway PostgreSQL (the other servers use PGlite): the online services, end to end, on both engines.
      command: `${ownBuild('e2e-forms')} node_modules/.bin/tsx e2e/support/with-postgres.mts ${next} -p ${FORMS_PORT}`,
      url: `http://localhost:${FORMS_PORT}/en/suggestion`,
      env: {
        SITE_URL: `http://localhost:${FORMS_PORT}`,
        SITE_ENV: 'development',
        CAPTCHA_REVEAL: '1',
        EXAMPLE_FORMS: '1',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        OPS_TOKEN,
        SOCIAL_YOUTUBE_CHANNEL_ID: FEED_CHANNEL_ID,
        YOUTUBE_FEED_ORIGIN: `http://127.0.0.1:${FEED_PORT}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // Asked to stop (not killed), the wrapper stops PostgreSQL and removes its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
