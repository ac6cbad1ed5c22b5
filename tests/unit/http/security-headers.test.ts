import { afterEach, describe, expect, test, vi } from 'vitest';
import { getEnv, resetEnvForTests } from '@/lib/env';
import { contentSecurityPolicy, tileSource } from '@/lib/http/content-security-policy';
import { securityHeaders } from '@/lib/http/security-headers';
import { strictTransportSecurity } from '@/lib/http/strict-transport-security';

const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The policy as a map of directive → its sources, in order. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  test('is the documented policy for the default tile server over plain HTTP', () => {
    expect(contentSecurityPolicy({ mapTileUrl: osm, https: false })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https://tile.openstreetmap.org",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "media-src 'self' blob:",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  test('asks for upgraded subresources only when the site is served over HTTPS', () => {
    expect(
      directives(contentSecurityPolicy({ mapTileUrl: osm, https: true })).get('upgrade-insecure-requests'),
    ).toEqual([]);
    expect(directives(contentSecurityPolicy({ mapTileUrl: osm, https: false })).has('upgrade-insecure-requests')).toBe(
      false,
    );
  });

  test('allows evaluated code only on a development server', () => {
    const production = directives(contentSecurityPolicy({ mapTileUrl: osm, https: false }));
    const development = directives(contentSecurityPolicy({ mapTileUrl: osm, https: false, development: true }));
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
    expect(development.get('script-src')).toContain("'unsafe-eval'");
  });

  test('never allows a host for scripts, plug-ins, base addresses or framing by other sites', () => {
    for (const https of [false, true]) {
      const policy = directives(
        contentSecurityPolicy({ mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}', https }),
      );
      expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://*.tiles.example.org']);
    }
  });
});

describe('the map tiles in the policy, from MAP_TILE_URL', () => {
  test.each([
    [osm, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}{r}.png?key=abc', 'https://*.example.org'],
    ['https://a.{s}.tiles.example.org/{z}/{y}/{x}', 'https://*.tiles.example.org'],
    ['HTTPS://Tiles.Example.ORG:8443/{z}/{x}/{y}.png', 'https://tiles.example.org:8443'],
    ['http://localhost:8080/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['https://user:pass@tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org'],
    ['//{s}.tiles.example.org/{z}/{x}/{y}.png', '*.tiles.example.org'],
  ])('%s → %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  test('tiles served by this site need no host of their own', () => {
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(
      directives(contentSecurityPolicy({ mapTileUrl: '/tiles/{z}/{x}/{y}.png', https: true })).get('img-src'),
    ).toEqual(["'self'", 'data:']);
  });

  test.each([
    ['tiles/{z}/{x}/{y}.png', /needs a host/],
    ['https://{s}.org/{z}/{x}/{y}.png', /too broad/],
    ['https://{s}/{z}/{x}/{y}.png', /too broad/],
    ['https://[::1]:8080/{z}/{x}/{y}.png', /not a plain host name/],
    ["https://tiles.example.org;script-src 'unsafe-eval'/{z}/{x}/{y}", /not a plain host name/],
    ['https://tiles.example.org *:443/{z}/{x}/{y}', /not a plain host name/],
  ])('%s cannot be allowed, and says why', (template, problem) => {
    expect(() => tileSource(template)).toThrow(problem);
  });
});

describe('Strict-Transport-Security', () => {
  test('is sent when the public address is https://, unless HSTS=off', () => {
    expect(strictTransportSecurity({ siteUrl: 'https://www.trimt-nsa.gov.tw' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(strictTransportSecurity({ siteUrl: 'https://www.trimt-nsa.gov.tw', hsts: 'off' })).toBeUndefined();
  });

  test('is not sent for a plain-HTTP address, unless HSTS=on', () => {
    expect(strictTransportSecurity({ siteUrl: 'http://localhost:3000' })).toBeUndefined();
    expect(strictTransportSecurity({ siteUrl: 'http://localhost:3000', hsts: 'on' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the headers from the settings (lib/env.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  test('an https SITE_URL brings HSTS and upgraded requests; MAP_TILE_URL names the tile host', () => {
    vi.stubEnv('SITE_URL', 'https://www.trimt-nsa.gov.tw');
    vi.stubEnv('MAP_TILE_URL', 'https://{s}.tiles.example.org/{z}/{x}/{y}.png');
    vi.stubEnv('HSTS', '');
    resetEnvForTests();
    const headers = securityHeaders(getEnv());
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toContain("img-src 'self' data: https://*.tiles.example.org;");
    expect(headers['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
  });

  test('HSTS=off leaves HSTS to the proxy in front; the defaults send none over plain HTTP', () => {
    vi.stubEnv('SITE_URL', 'https://www.trimt-nsa.gov.tw');
    vi.stubEnv('HSTS', 'off');
    resetEnvForTests();
    expect(securityHeaders(getEnv())).not.toHaveProperty('Strict-Transport-Security');
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    vi.stubEnv('HSTS', '');
    resetEnvForTests();
    const plain = securityHeaders(getEnv());
    expect(plain).not.toHaveProperty('Strict-Transport-Security');
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });

  test('a server refuses to start with a tile template the policy cannot allow, or a wrong HSTS', () => {
    vi.stubEnv('MAP_TILE_URL', 'https://{s}.org/{z}/{x}/{y}.png');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(
      /Content-Security-Policy cannot allow it: has a host too broad for a wildcard\n.*MAP_TILE_URL/,
    );
    vi.stubEnv('MAP_TILE_URL', '');
    vi.stubEnv('HSTS', 'yes');
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/HSTS/);
  });
});
