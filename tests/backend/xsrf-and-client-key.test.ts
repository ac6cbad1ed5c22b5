import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { clientKeyOf } from '@/lib/backend/security/client-key';
import { hasValidXsrfToken, isCrossSiteRequest, issueXsrfToken, xsrfCookieName } from '@/lib/backend/security/xsrf';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { callBackend } from '../support/backend';
import { cookieOf, newVisitor } from '../support/visitor';
import { validSuggestion } from '../support/valid-suggestion';

const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

const withToken = (token: string, cookieToken = token) =>
  new Headers({ 'x-xsrf-token': token, cookie: `${xsrfCookieName()}=${cookieToken}` });

describe('XSRF tokens are signed by the site', () => {
  test('a token the site issued is accepted with its cookie; over HTTPS the cookie is __Host- and Secure', async () => {
    const { token, cookie } = await issueXsrfToken();
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=7200; Secure$/);
    expect(
      await hasValidXsrfToken(new Headers({ 'x-xsrf-token': token, cookie: cookieOf({ 'Set-Cookie': cookie }) })),
    ).toBe(true);
    expect(xsrfCookieName('http://localhost:3000')).toBe('XSRF-TOKEN');
  });

  test('a matching header and cookie the site never issued are refused (the old unsigned check took them)', async () => {
    const random = randomBytes(32).toString('base64url');
    expect(await hasValidXsrfToken(withToken(random))).toBe(false);
    // The right shape, signed with a key of the attacker's choosing.
    const payload = `${Math.floor(Date.now() / 1000)}.${randomBytes(16).toString('base64url')}`;
    const forged = `${payload}.${createHmac('sha256', 'guess').update(payload).digest('base64url')}`;
    expect(await hasValidXsrfToken(withToken(forged))).toBe(false);
    // A real token with its cookie in another name, or a different cookie.
    const { token } = await issueXsrfToken();
    expect(await hasValidXsrfToken(new Headers({ 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` }))).toBe(false);
    expect(await hasValidXsrfToken(withToken(token, (await issueXsrfToken()).token))).toBe(false);
  });

  test('a token older than two hours, or from the future, is refused', async () => {
    const now = Date.now();
    const old = (await issueXsrfToken(now - 7201_000)).token;
    expect(await hasValidXsrfToken(withToken(old), now)).toBe(false);
    const recent = (await issueXsrfToken(now - 7000_000)).token;
    expect(await hasValidXsrfToken(withToken(recent), now)).toBe(true);
    const future = (await issueXsrfToken(now + 600_000)).token;
    expect(await hasValidXsrfToken(withToken(future), now)).toBe(false);
  });

  test("another site's send is refused with 403 even with a valid token", async () => {
    expect(isCrossSiteRequest(new Headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(new Headers({ origin: 'https://evil.example', host: 'www.example.test' }))).toBe(true);
    expect(isCrossSiteRequest(new Headers({ origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(new Headers({ origin: 'https://www.example.test', host: '10.0.0.5:3000' }))).toBe(false);
    expect(isCrossSiteRequest(new Headers({ origin: 'http://localhost:3100', host: 'localhost:3100' }))).toBe(false);
    expect(isCrossSiteRequest(new Headers({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteRequest(new Headers())).toBe(false);

    const visitor = await newVisitor(drawn);
    const answer = await callBackend('en/suggest-opinion', {
      method: 'POST',
      body: { ...validSuggestion, ...(await visitor.captcha()) },
      headers: { ...visitor.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('the rate limits key on an address the client cannot invent', () => {
  test('with no proxy in front, X-Forwarded-For is ignored and the connection decides', () => {
    const spoofed = (address: string) =>
      new Headers({ 'x-forwarded-for': address, 'x-real-ip': address, [peerAddressHeader]: '203.0.113.9' });
    expect(new Set(Array.from({ length: 22 }, (_, i) => clientKeyOf(spoofed(`10.0.0.${i}`), 0)))).toEqual(
      new Set(['203.0.113.9']),
    );
  });

  test('behind n proxies, the n-th address from the right; a shorter chain keys on the connection', () => {
    const headers = new Headers({
      'x-forwarded-for': 'invented, 198.51.100.7, 10.1.1.1',
      [peerAddressHeader]: '10.2.2.2',
    });
    expect(clientKeyOf(headers, 1)).toBe('10.1.1.1');
    expect(clientKeyOf(headers, 2)).toBe('198.51.100.7');
    expect(clientKeyOf(new Headers({ 'x-forwarded-for': '10.1.1.1', [peerAddressHeader]: '10.2.2.2' }), 2)).toBe(
      '10.2.2.2',
    );
    expect(clientKeyOf(new Headers(), 0)).toBe('direct');
  });

  test('one sender is one key whatever its address looks like: IPv4 mapped into IPv6, an IPv6 /64', () => {
    const peer = (address: string) => clientKeyOf(new Headers({ [peerAddressHeader]: address }), 0);
    expect(peer('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(peer('127.0.0.1')).toBe('127.0.0.1');
    // Every address a subscriber's /64 holds is the same sender.
    const block = new Set(
      ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3:ffff:1:2:3', '2001:0db8:85a3:08d3::abcd'].map(peer),
    );
    expect(block).toEqual(new Set(['2001:db8:85a3:8d3::/64']));
    expect(peer('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(peer('::1')).toBe('0:0:0:0::/64');
    expect(
      clientKeyOf(new Headers({ 'x-forwarded-for': '[2001:db8::7]:443', [peerAddressHeader]: '10.0.0.1' }), 1),
    ).toBe('2001:db8:0:0::/64');
    expect(peer('not an address at all, and much longer than sixty-four characters in total ok')).toHaveLength(64);
  });
});
