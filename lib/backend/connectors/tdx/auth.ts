import 'server-only';
import { z } from 'zod';
import { fetchJson } from '../fetch-upstream';

/**
 * TDX OAuth2 client-credentials token (upstream/README.md §3), kept until a minute before it
 * expires. The secret goes in the form body, never in a URL, and the token never into a log.
 */
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

type Entry = { origin: string; clientId: string; token: Promise<string>; expires: number };
let current: Entry | undefined;

export function tdxToken(
  origin: string,
  clientId: string,
  clientSecret: string,
  timeoutMs: number,
  now = Date.now(),
): Promise<string> {
  if (current && current.origin === origin && current.clientId === clientId && current.expires > now)
    return current.token;
  // Five counties ask at once: they share one token request (this entry's promise), not five.
  const entry: Entry = { origin, clientId, token: Promise.resolve(''), expires: Number.POSITIVE_INFINITY };
  entry.token = requestToken(origin, clientId, clientSecret, timeoutMs).then(({ token, expiresIn }) => {
    entry.expires = Date.now() + (expiresIn - 60) * 1000;
    return token;
  });
  entry.token.catch(() => {
    if (current === entry) current = undefined;
  });
  current = entry;
  return entry.token;
}

async function requestToken(
  origin: string,
  clientId: string,
  clientSecret: string,
  timeoutMs: number,
): Promise<{ token: string; expiresIn: number }> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
  });
  const answer = tokenSchema.parse(
    await fetchJson(new URL('/auth/realms/TDXConnect/protocol/openid-connect/token', origin).toString(), {
      timeoutMs,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    }),
  );
  return { token: answer.access_token, expiresIn: answer.expires_in };
}

export function forgetTdxTokenForTests(): void {
  current = undefined;
}

/** City path names of the five counties (TDX `City`), in the order the area runs north to south. */
export const tdxCities = ['HsinchuCounty', 'MiaoliCounty', 'Taichung', 'ChanghuaCounty', 'NantouCounty'] as const;
export type TdxCity = (typeof tdxCities)[number];
