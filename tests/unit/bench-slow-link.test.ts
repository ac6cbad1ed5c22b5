import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlowLink, type SlowLink, type SlowLinkProfile } from '../../bench/slow-link.mjs';

/**
 * The slow link must carry every byte unchanged and in order (TLS and HTTP/2 go through it), and
 * must never be faster than the link it stands for. Only lower bounds of time are checked: they hold
 * however slow the machine is; the upper bounds only catch a link that hangs.
 */

// A long round trip and a fat pipe, so the round trips are what the bounds measure.
const FAST: SlowLinkProfile = { rttMs: 100, downKbps: 100_000, upKbps: 100_000 };
const ANSWER = randomBytes(100_000);

let upstream: net.Server;

/** Upstream: answers each request line `GET <n>` with the first n bytes of ANSWER, then closes. */
beforeAll(async () => {
  upstream = net.createServer((socket) => {
    socket.once('data', (request: Buffer) => {
      const size = Number(/^GET (\d+)/.exec(request.toString('latin1'))?.[1] ?? 0);
      socket.end(ANSWER.subarray(0, size));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, 'localhost', resolve));
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

interface Fetched {
  body: Buffer;
  /** Milliseconds from connecting to the first byte of the answer, and to its end. */
  firstByteMs: number;
  endMs: number;
}

function fetchThrough(link: SlowLink, size: number): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    const chunks: Buffer[] = [];
    const socket = net.connect(link.port, 'localhost', () => socket.write(`GET ${size}\n`));
    socket.on('data', (chunk: Buffer) => {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      chunks.push(chunk);
    });
    socket.on('end', () => resolve({ body: Buffer.concat(chunks), firstByteMs, endMs: performance.now() - started }));
    socket.on('error', reject);
  });
}

describe('bench slow link', () => {
  const upstreamPort = (): number => (upstream.address() as AddressInfo).port;

  it('carries every byte unchanged and in order, and passes the close on after the last one', async () => {
    const link = await startSlowLink(upstreamPort(), FAST);
    try {
      const fetched = await fetchThrough(link, ANSWER.length);
      expect(fetched.body.equals(ANSWER)).toBe(true);
    } finally {
      await link.close();
    }
  });

  it("charges a browser's first connection a DNS lookup and a TCP handshake, then a request's round trip", async () => {
    const link = await startSlowLink(upstreamPort(), FAST);
    try {
      const first = await fetchThrough(link, 10);
      // Lookup, handshake, request and answer: four round trips' worth at the least.
      expect(first.firstByteMs).toBeGreaterThanOrEqual(3 * FAST.rttMs);
      expect(first.endMs).toBeLessThan(10_000);
    } finally {
      await link.close();
    }
  });

  it("grows a connection's window by slow start: 100 kB on a fat pipe takes round trips after the first byte", async () => {
    const link = await startSlowLink(upstreamPort(), FAST);
    try {
      const fetched = await fetchThrough(link, ANSWER.length);
      // Windows of 14.6, 29.2 and 58.4 kB: the last bytes leave two round trips after the first ones.
      expect(fetched.endMs - fetched.firstByteMs).toBeGreaterThanOrEqual(2 * FAST.rttMs - 5);
    } finally {
      await link.close();
    }
  });

  it("paces bytes at the link's bandwidth", async () => {
    // 800 kbit/s is 100 bytes per millisecond: 30 kB need 300 ms on the wire.
    const link = await startSlowLink(upstreamPort(), { rttMs: 2, downKbps: 800, upKbps: 800 });
    try {
      const fetched = await fetchThrough(link, 30_000);
      expect(fetched.body.equals(ANSWER.subarray(0, 30_000))).toBe(true);
      expect(fetched.endMs).toBeGreaterThanOrEqual(300);
    } finally {
      await link.close();
    }
  });
});
