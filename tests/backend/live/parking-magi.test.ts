import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { secrets } from '@/lib/backend/db/schema';
import { issueParkingToken, verifyParkingToken } from '@/lib/backend/parking-magi/tokens';
import { parkingPoisAnswerSchema, parkingTokenAnswerSchema } from '@/lib/schemas/live/parking';
import { callBackend } from '../../support/backend';
import { resetLiveState, useEnv } from './support';

resetLiveState();

async function token(): Promise<string> {
  const result = await callBackend('parking-magi');
  expect(result.status).toBe(200);
  return parkingTokenAnswerSchema.parse(result.body).data.access_token;
}

function pois(form: string, headers: Record<string, string>) {
  return callBackend('parking-service/pois', {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
}

describe('GET /_api/parking-magi', () => {
  test('issues a bearer token with created_at (Unix seconds) and expires_in', async () => {
    const before = Math.floor(Date.now() / 1000);
    const body = parkingTokenAnswerSchema.parse((await callBackend('parking-magi')).body);
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.expires_in).toBe(3600);
    expect(body.data.created_at).toBeGreaterThanOrEqual(before);
    expect(await verifyParkingToken(body.data.access_token)).toEqual({ ok: true, clientId: 'trimt-web' });
  });

  test('has no language and only answers GET', async () => {
    expect((await callBackend('parking-magi', { method: 'POST' })).status).toBe(405);
    expect((await callBackend('en/parking-magi')).status).toBe(404);
  });

  test('tokens expire after PARKING_MAGI_TOKEN_TTL_SECONDS', async () => {
    useEnv({ PARKING_MAGI_TOKEN_TTL_SECONDS: '60' });
    const issued = await issueParkingToken('trimt-web', Date.UTC(2026, 10, 23, 2));
    expect(await verifyParkingToken(issued.access_token, Date.UTC(2026, 10, 23, 2, 0, 59))).toEqual({
      ok: true,
      clientId: 'trimt-web',
    });
    expect(await verifyParkingToken(issued.access_token, Date.UTC(2026, 10, 23, 2, 1, 0))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  test('a forged or tampered token fails the signature check; a token signed with another secret too', async () => {
    const issued = (await issueParkingToken('trimt-web')).access_token;
    const [prefix, payload, signature] = issued.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ cid: 'trimt-web', iat: 0, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await verifyParkingToken(`${prefix}.${forgedPayload}.${signature}`)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await verifyParkingToken(`${prefix}.${payload}.${'A'.repeat(43)}`)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await verifyParkingToken('not-a-token')).toEqual({ ok: false, reason: 'malformed' });
    useEnv({ PARKING_MAGI_SECRET: 'x'.repeat(40) });
    expect(await verifyParkingToken(issued)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  test('without PARKING_MAGI_SECRET, a token issued by one server is accepted by another on the same database', async () => {
    const issued = (await issueParkingToken('trimt-web')).access_token;
    // Another server (or this one after a restart): the same database, no secret in its memory.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('trimt.stored-secrets')];
    expect(await verifyParkingToken(issued)).toEqual({ ok: true, clientId: 'trimt-web' });
    // The key is the database's, not a constant: a different stored secret refuses the token.
    const db = await getDb();
    await db
      .update(secrets)
      .set({ value: 'y'.repeat(43) })
      .where(eq(secrets.name, 'parking-magi'));
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('trimt.stored-secrets')];
    expect(await verifyParkingToken(issued)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});

describe('POST /_api/parking-service/pois (stand-in of the third-party service)', () => {
  test('answers car parks in the circle (radius in metres), nearest first, at most limit', async () => {
    const headers = { Authorization: `Bearer ${await token()}`, 'X-Client-Id': 'trimt-web' };
    const near = parkingPoisAnswerSchema.parse(
      (await pois('lat=24.255&lng=121.2512&radius=1000&limit=30', headers)).body,
    );
    expect(near.data.map((park) => park.name)).toEqual(['梨山遊客中心停車場']);
    const wide = parkingPoisAnswerSchema.parse(
      (await pois('circle[lat]=24.63&circle[lng]=121.01&circle[radius]=20000&limit=2', headers)).body,
    );
    expect(wide.data).toHaveLength(2);
    expect(wide.data[0]!.distance!).toBeLessThanOrEqual(wide.data[1]!.distance!);
  });

  test('a JSON body with objects, lists or a poisoned toString is a 400 with a message, never a 500', async () => {
    const headers = { Authorization: `Bearer ${await token()}`, 'X-Client-Id': 'trimt-web' };
    for (const body of [
      { lat: { toString: 1 }, lng: 121, radius: 1000 },
      { lat: { nested: { deeper: 1 } }, lng: 121, radius: 1000 },
      { lat: [24.2], lng: 121, radius: 1000 },
      { toString: 1 },
    ]) {
      const answer = await callBackend('parking-service/pois', { method: 'POST', body, headers });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/must be a number or text|required|number/);
    }
  });

  test('rejects a missing, unknown or expired token and a missing or wrong client id with 401', async () => {
    const good = await token();
    const form = 'lat=24.255&lng=121.2512&radius=1000&limit=30';
    expect((await pois(form, { 'X-Client-Id': 'trimt-web' })).status).toBe(401);
    expect((await pois(form, { Authorization: 'Bearer pm1.abc.def', 'X-Client-Id': 'trimt-web' })).status).toBe(401);
    expect((await pois(form, { Authorization: `Bearer ${good}` })).status).toBe(401);
    expect((await pois(form, { Authorization: `Bearer ${good}`, 'X-Client-Id': 'someone-else' })).status).toBe(401);
    vi.useFakeTimers({ now: Date.now() + 3601_000, toFake: ['Date'] });
    try {
      const expired = await pois(form, { Authorization: `Bearer ${good}`, 'X-Client-Id': 'trimt-web' });
      expect(expired.status).toBe(401);
      expect(JSON.stringify(expired.body)).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }
  });

  test('bad form fields are 400', async () => {
    const headers = { Authorization: `Bearer ${await token()}`, 'X-Client-Id': 'trimt-web' };
    for (const form of [
      'lng=121&radius=1000',
      'lat=24&lng=121',
      'lat=24&lng=121&radius=0',
      'lat=24&lng=121&radius=1000&limit=31',
      'lat=24&lng=121&radius=1000&limit=0',
    ]) {
      expect((await pois(form, headers)).status, form).toBe(400);
    }
  });
});
