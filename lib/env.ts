import { z } from 'zod';

/**
 * Every environment variable the site reads, validated once. The README lists the same table.
 * Empty strings count as unset so that `FOO=` in a shell or compose file behaves like no FOO.
 */

const envSchema = z.object({
  /** `staging` shows staging-only pages and a staging banner, and asks robots not to index. */
  SITE_ENV: z.enum(['production', 'staging', 'development']).default('production'),
  /** Public origin used for canonical URLs, hreflang alternates, Open Graph and the sitemap. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Origin of a real `/_api` backend. Unset: the embedded reference backend answers in-process. */
  BACKEND_ORIGIN: z.url().optional(),
  /** Time limit of one HTTP call to BACKEND_ORIGIN. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Seconds Next's data cache keeps a backend answer (HTTP transport only). */
  BACKEND_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** PostgreSQL connection string. Unset: an embedded PGlite database in PGLITE_DIR. */
  DATABASE_URL: z.string().min(1).optional(),
  /** Folder of the embedded PGlite database (relative to the working directory). */
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /** Host name that serves the file-area layout at its root (e.g. files.example.gov.tw). */
  FILE_AREA_HOST: z.string().min(1).optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port). Unset: mail stays in the outbox table. */
  SMTP_URL: z.url().optional(),
  /** Sender address of the site's mail. */
  MAIL_FROM: z.string().min(3).default('Tri-Mountain National Scenic Area <no-reply@trimt-nsa.gov.tw>'),
  /** Folder for visitors' attachments (outside public/: never served back). */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  /** Bearer token of the operators' endpoints (`npm run ops`). Unset: those endpoints answer 404. */
  OPS_TOKEN: z.string().min(16).optional(),
  /** Test aid: captcha answers also carry their code. Refused unless SITE_ENV is development. */
  CAPTCHA_REVEAL: z.enum(['0', '1']).default('0').transform((value) => value === '1'),
});

export type Env = z.infer<typeof envSchema>;

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
      throw new Error(`Invalid environment variables: CAPTCHA_REVEAL=1 is allowed only when SITE_ENV is development, not ${parsed.data.SITE_ENV}.`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
