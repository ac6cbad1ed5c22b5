import { NextRequest } from 'next/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { backendTarget, forwardedHeaders } from '@/lib/routing/backend-forwarding';
import proxy from '@/proxy';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('the browser’s /_api calls follow BACKEND_ORIGIN as it is at run time', () => {
  test('the target keeps the path and query, below a backend mounted on a sub-path too', () => {
    const url = new URL('http://localhost:3000/_api/en/attractions?category=53&page=2');
    expect(backendTarget(url, 'https://api.example.gov.tw').toString()).toBe(
      'https://api.example.gov.tw/_api/en/attractions?category=53&page=2',
    );
    expect(backendTarget(url, 'https://example.gov.tw/backend/').toString()).toBe(
      'https://example.gov.tw/backend/_api/en/attractions?category=53&page=2',
    );
  });

  test('this server appends the address it was reached from, and keeps its internal header to itself', () => {
    const headers = new Headers({ [peerAddressHeader]: '203.0.113.7', 'x-forwarded-for': '10.9.9.9' });
    const forwarded = forwardedHeaders(headers);
    expect(forwarded.get('x-forwarded-for')).toBe('10.9.9.9, 203.0.113.7');
    expect(forwarded.has(peerAddressHeader)).toBe(false);
    expect(forwardedHeaders(new Headers({ [peerAddressHeader]: '203.0.113.7' })).get('x-forwarded-for')).toBe(
      '203.0.113.7',
    );
  });

  test('with BACKEND_ORIGIN set when the server starts, the proxy sends /_api there, form posts included', async () => {
    vi.stubEnv('BACKEND_ORIGIN', 'https://api.example.gov.tw');
    resetEnvForTests();
    const request = new NextRequest('http://localhost:3000/_api/zh-tw/suggest-opinion', {
      method: 'POST',
      headers: { [peerAddressHeader]: '198.51.100.4', 'content-type': 'application/json' },
      body: '{}',
    });
    const response = await proxy(request);
    expect(response.headers.get('x-middleware-rewrite')).toBe('https://api.example.gov.tw/_api/zh-tw/suggest-opinion');
    expect(response.headers.get('x-middleware-request-x-forwarded-for')).toBe('198.51.100.4');
  });

  test('without it, the embedded backend’s route handlers answer', async () => {
    vi.stubEnv('BACKEND_ORIGIN', '');
    resetEnvForTests();
    const response = await proxy(new NextRequest('http://localhost:3000/_api/en/attractions'));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
