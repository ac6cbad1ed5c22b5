import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from './client';
import { secrets } from './schema';

/**
 * A random secret that every server sharing the database agrees on, without an operator having to
 * configure it: the first server to ask stores one, every later ask (on any server) reads that one.
 * It never changes, so each process reads it once; on globalThis for the same reason as the
 * database (two bundles, one process).
 */
const cacheKey = Symbol.for('trimt.stored-secrets');
type GlobalWithSecrets = typeof globalThis & { [cacheKey]?: Map<string, Promise<string>> };

export function storedSecret(name: string): Promise<string> {
  const store = globalThis as GlobalWithSecrets;
  const kept = (store[cacheKey] ??= new Map());
  let secret = kept.get(name);
  if (!secret) {
    secret = readOrCreate(name).catch((error: unknown) => {
      kept.delete(name);
      throw error;
    });
    kept.set(name, secret);
  }
  return secret;
}

async function readOrCreate(name: string): Promise<string> {
  const db = await getDb();
  // Two servers asking at once both insert; the primary key keeps the first and both read it back.
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  if (!row) throw new Error(`The stored secret ${name} could not be read back.`);
  return row.value;
}
