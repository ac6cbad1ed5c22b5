import { z } from 'zod';
import { tileSourceProblem } from '@/lib/http/content-security-policy';

/**
 * Every environment variable the site reads, validated once. The README lists the same table.
 * Empty strings count as unset so that `FOO=` in a shell or compose file behaves like no FOO.
 */

const envSchema = z.object({
  /** `staging` shows staging-only pages and a staging banner, and asks robots not to index. */
  SITE_ENV: z.enum(['production', 'staging', 'development']).default('production'),
  /**
   * Public origin used for canonical URLs, hreflang alternates, Open Graph, the sitemap and mail
   * links. Unset: `http://localhost:{the port this server listens on}`, with a warning at start, and
   * a server configured as a deployment refuses to start without it (lib/server/site-url-at-start.ts).
   */
  SITE_URL: z.url().optional(),
  /**
   * Strict-Transport-Security on every answer. Unset: on when SITE_URL is https://. `off` when the
   * proxy in front sends its own, or while HTTPS is on trial (browsers keep it a year).
   */
  HSTS: z.enum(['on', 'off']).optional(),
  /** Origin of a real `/_api` backend. Unset: the embedded reference backend answers in-process. */
  BACKEND_ORIGIN: z.url().optional(),
  /**
   * Time limit of one HTTP call to BACKEND_ORIGIN. Within a page's render the call also stops when
   * the page's budget (BACKEND_PAGE_BUDGET_MS) is spent, whichever comes first.
   */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * Time all the backend calls of one page render share (HTTP transport): a call started late in a
   * render gets only what is left, so a page answers within about this long whatever the backend
   * does (a call that fails is served from the last good answer, or shows "No data").
   */
  BACKEND_PAGE_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(2500),
  /** Consecutive failures (timeouts, refused or reset connections, 5xx, non-JSON answers) that open the circuit breaker of BACKEND_ORIGIN. */
  BACKEND_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * Seconds an open breaker refuses calls without touching the network (they are served from the
   * last good answers) before one trial call; also how long a page rendered without some of its
   * data is kept before it is rendered again.
   */
  BACKEND_BREAKER_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds Next's data cache keeps a backend answer (HTTP transport only). */
  BACKEND_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** PostgreSQL connection string. Unset: an embedded PGlite database in PGLITE_DIR. */
  DATABASE_URL: z.string().min(1).optional(),
  /** Folder of the embedded PGlite database (relative to the working directory). */
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /**
   * How many reverse proxies (load balancer, CDN) stand in front of the servers and append the
   * client's address to X-Forwarded-For. 0: the connection's own address is the client's, and an
   * X-Forwarded-For a client wrote itself is ignored (the rate limits key on the address).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Host name that serves the file-area layout at its root (e.g. files.example.gov.tw). */
  FILE_AREA_HOST: z.string().min(1).optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port). Unset: mail stays in the outbox table. */
  SMTP_URL: z.url().optional(),
  /** Sender address of the site's mail. */
  MAIL_FROM: z.string().min(3).default('Tri-Mountain National Scenic Area <no-reply@trimt-nsa.gov.tw>'),
  /** Bearer token of the operators' endpoints (`npm run ops`). Unset: those endpoints answer 404. */
  OPS_TOKEN: z.string().min(16).optional(),
  /** Test aid: captcha answers also carry their code. Refused unless SITE_ENV is development. */
  CAPTCHA_REVEAL: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  /**
   * Test aid: the backend also serves the example forms of data/forms (`example: true`: two event
   * registrations, two surveys and a filming application written to exercise the form engine, not
   * announced by the office). Off, visitors see only the office's own forms.
   */
  EXAMPLE_FORMS: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  // --- Live conditions (issue 6). Unset keys: the connectors serve recorded samples marked sample: true. ---
  /** Time limit of one call to a public data service (CWA, MOENV, TDX, maps, crowd-flow feed). */
  LIVE_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** CWA open-data authorisation code: township forecasts and the UV index. */
  CWA_API_KEY: z.string().min(1).optional(),
  CWA_API_ORIGIN: z.url().default('https://opendata.cwa.gov.tw'),
  /** MOENV open-data API key: air quality (aqx_p_432) and public toilets (fac_p_07). */
  MOENV_API_KEY: z.string().min(1).optional(),
  MOENV_API_ORIGIN: z.url().default('https://data.moenv.gov.tw'),
  /** TDX client credentials: car park availability and bus stops. Both or neither. */
  TDX_CLIENT_ID: z.string().min(1).optional(),
  TDX_CLIENT_SECRET: z.string().min(1).optional(),
  TDX_API_ORIGIN: z.url().default('https://tdx.transportdata.tw'),
  /** The office's visitor-centre counter feed (answers the crowd-flow contract); no public service exists. */
  CROWD_FLOW_URL: z.url().optional(),
  /** A reverse-geocoding service, `{lat}` and `{lng}` in the URL, answering { zipcode, county, town }. Unset: the embedded MOI-boundary geocoder. */
  MAPS_GEOCODER_URL: z.url().optional(),
  /** HMAC secret of the parking-magi tokens (32+ characters). Unset: a random one per process — set it when more than one server runs. */
  PARKING_MAGI_SECRET: z.string().min(32).optional(),
  /** Lifetime of a parking-magi token. */
  PARKING_MAGI_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Client id sent to (and required by) the third-party parking service. */
  PARKING_SERVICE_CLIENT_ID: z.string().min(1).default('trimt-web'),
  /** Origin of the third-party parking service (POST {origin}/pois). Unset: the embedded stand-in at /_api/parking-service. */
  PARKING_SERVICE_ORIGIN: z.url().optional(),
  // --- Social posts (spec section 7, diaries). ---
  /** The office's YouTube channel id (UC…): its newest uploads join the social posts on /social-media. Unset: the seed posts only. */
  SOCIAL_YOUTUBE_CHANNEL_ID: z
    .string()
    .regex(/^UC[\w-]{22}$/, 'a YouTube channel id: UC and 22 letters, digits, - or _')
    .optional(),
  /** Origin of YouTube's public endpoints: channel feeds ({origin}/feeds/videos.xml?channel_id=…) and oEmbed ({origin}/oembed, whether a camera's stream still exists). */
  YOUTUBE_FEED_ORIGIN: z.url().default('https://www.youtube.com'),
  // --- Maps (issue 6). ---
  /** Tile URL template of the Leaflet maps ({z}/{x}/{y}, optional {s}). Read when a page renders; the browser fetches the tiles. */
  MAP_TILE_URL: z
    .string()
    .regex(/\{z\}.*\{x\}.*\{y\}|\{z\}.*\{y\}.*\{x\}/, 'needs {z}, {x} and {y}')
    // Its host goes into the Content-Security-Policy (lib/http/content-security-policy.ts).
    .refine((url) => !tileSourceProblem(url), {
      error: (issue) => `the Content-Security-Policy cannot allow it: ${tileSourceProblem(String(issue.input))}`,
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Attribution the tile server's licence asks for (HTML allowed, shown in the map's corner). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SITE_URL'> & { SITE_URL: string };

/**
 * The address a server started without SITE_URL is reached at on this machine: `next start` puts
 * the port it listens on in PORT before the app starts (3000 when nothing else says).
 */
export function localSiteUrl(port = process.env.PORT): string {
  return `http://localhost:${port && /^\d+$/.test(port) ? port : 3000}`;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
    const parsed = envSchema.safeParse(set);
    if (!parsed.success) {
      throw new Error(`Invalid environment variables:\n${z.prettifyError(parsed.error)}`);
    }
    // No captcha bypass may be reachable in production: refuse to start rather than run one.
    if (parsed.data.CAPTCHA_REVEAL && parsed.data.SITE_ENV !== 'development') {
      throw new Error(
        `Invalid environment variables: CAPTCHA_REVEAL=1 is allowed only when SITE_ENV is development, not ${parsed.data.SITE_ENV}.`,
      );
    }
    if (Boolean(parsed.data.TDX_CLIENT_ID) !== Boolean(parsed.data.TDX_CLIENT_SECRET)) {
      throw new Error('Invalid environment variables: TDX_CLIENT_ID and TDX_CLIENT_SECRET must be set together.');
    }
    cached = { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? localSiteUrl() };
  }
  return cached;
}

/** Whether this is the staging build (SITE_ENV=staging): its own pages shown, crawlers kept out. */
export function isStagingSite(env: Env = getEnv()): boolean {
  return env.SITE_ENV === 'staging';
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
