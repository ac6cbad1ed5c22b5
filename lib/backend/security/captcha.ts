import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { getEnv } from '@/lib/env';
import { getDb } from '../db/client';
import { captchas } from '../db/schema';
import { rasterCaptcha } from './captcha-image';

/** How long a code may be answered, in seconds. */
export const captchaLifetimeSeconds = 600;
const codeLength = 5;
// Digits only: the code is also spelled out for visitors who cannot see the image, and digits
// read the same in every language of the site.
const digits = '0123456789';

// The package's main export draws a given text (its typings declare only `create`, which would
// pick the code with Math.random; the code here comes from crypto.randomInt instead).
const drawCode = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export type CaptchaChallenge = { id: string; image: string; expiresIn: number; code?: string };

/**
 * A new challenge: a PNG image of a random code (captcha-image.ts). Answers are checked
 * against its hash; the code is kept beside it only to be spoken (captcha-audio.ts).
 * The code itself is returned only when CAPTCHA_REVEAL is on, which lib/env allows only when
 * SITE_ENV is development (the forms' end-to-end server, whose tests read it there).
 */
export async function createCaptcha(now = new Date()): Promise<CaptchaChallenge> {
  const code = Array.from({ length: codeLength }, () => digits[randomInt(digits.length)]).join('');
  const svg = drawCode(code, { noise: 2, color: false, width: 150, height: 50, fontSize: 48 });
  const id = randomBytes(16).toString('base64url');
  const db = await getDb();
  // Expired challenges are pruned as new ones are made, so the table stays small.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db
    .insert(captchas)
    .values({ id, codeHash: hashOf(code), code, expiresAt: new Date(now.getTime() + captchaLifetimeSeconds * 1000) });
  const image = `data:image/png;base64,${(await rasterCaptcha(svg)).toString('base64')}`;
  return { id, image, expiresIn: captchaLifetimeSeconds, ...(getEnv().CAPTCHA_REVEAL ? { code } : {}) };
}

/**
 * Checks an answer. A challenge is used up by its first answer, right or wrong, and an expired
 * one never passes; so a code cannot be guessed twice or replayed.
 */
export async function answerCaptcha(id: unknown, answer: unknown, now = new Date()): Promise<boolean> {
  if (typeof id !== 'string' || typeof answer !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || answer.length > 10)
    return false;
  const db = await getDb();
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ codeHash: captchas.codeHash });
  if (!row) return false;
  const given = Buffer.from(hashOf(answer.trim()));
  return timingSafeEqual(given, Buffer.from(row.codeHash));
}

/**
 * How many times one challenge's code may be spoken. The form keeps the audio it loaded and
 * replays it from memory, so a visitor needs one; the others cover a download that broke off.
 * A script that fetches the audio again and again to compare playings gets no more.
 */
export const captchaAudioPlays = 3;

/**
 * The code of a challenge that can still be answered, to be spoken: counted as one of its
 * `captchaAudioPlays`. 'unknown' for a challenge that does not exist, has expired or was answered;
 * 'played-out' once the code was spoken as often as it may be (it can still be answered).
 */
export async function codeToSpeak(id: string, now = new Date()): Promise<{ code: string } | 'unknown' | 'played-out'> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return 'unknown';
  const db = await getDb();
  const answerable = and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now));
  const [row] = await db
    .update(captchas)
    .set({ audioPlays: sql`${captchas.audioPlays} + 1` })
    .where(and(answerable, lt(captchas.audioPlays, captchaAudioPlays)))
    .returning({ code: captchas.code });
  if (row?.code) return { code: row.code };
  const [spent] = await db.select({ id: captchas.id }).from(captchas).where(answerable);
  return spent ? 'played-out' : 'unknown';
}
