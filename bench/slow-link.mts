import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A slow phone link between Chromium and the HTTPS front, for one more Lighthouse run per page that
 * measures a real load instead of simulating one (README, "What a phone on a slow link sees").
 *
 * Lighthouse's simulation (Lantern) estimates a phone's load from a full-speed one with a network
 * model; how far that model is from a real load on the same link is worth seeing beside it. Here
 * the link is made real: every byte between Chromium and the site goes through this TCP relay, which
 * delays and paces it as the phone profile says (Lighthouse's "slow 4G": 150 ms round trip,
 * 1.6 Mbit/s down), with what a new connection costs on such a link:
 * - a DNS lookup (one round trip) before a browser's first connection, and the TCP handshake (one round
 *   trip) before each connection's first byte; TLS's handshake then crosses the link by itself;
 * - TCP's slow start: a connection sends 10 segments in its first round trip, twice as many in
 *   each next one, never more than the link carries;
 * - one bottleneck per direction, shared by every connection, as a phone's radio is.
 * The relay does not know what it carries (TLS and HTTP/2 pass through as bytes), so the browser's
 * and the server's own behaviour (request priorities, HTTP/2 multiplexing) is what is measured.
 */

export interface SlowLinkProfile {
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/** Lighthouse's mobile profile ("slow 4G"): the link its simulated figures assume. */
export const SLOW_4G: SlowLinkProfile = { rttMs: 150, downKbps: 1638.4, upKbps: 675 };

/** TCP's initial window (RFC 6928) and segment size, as Lantern models them. */
const INITIAL_WINDOW_SEGMENTS = 10;
const SEGMENT_BYTES = 1460;

export interface SlowLink {
  /** The port Chromium connects to instead of the front's. */
  port: number;
  close(): Promise<void>;
}

/** kbit/s as bytes per millisecond (1 kbit/s = 1,000 bits a second = 1/8 byte a millisecond). */
const bytesPerMs = (kbps: number): number => kbps / 8;

/** One direction of the bottleneck: bytes leave one after another at the link's rate. */
class Bottleneck {
  private freeAt = 0;
  constructor(private readonly bytesPerMs: number) {}
  /** When `bytes` handed over at `readyAt` have all left. */
  send(readyAt: number, bytes: number): number {
    const start = Math.max(readyAt, this.freeAt);
    this.freeAt = start + bytes / this.bytesPerMs;
    return this.freeAt;
  }
}

/**
 * TCP's congestion window for one connection's downstream: how much may leave per round trip.
 * Bytes over the window wait for the next round trip, when the window doubles.
 */
class SlowStart {
  private window = INITIAL_WINDOW_SEGMENTS * SEGMENT_BYTES;
  private roundStart = -Infinity;
  private sentThisRound = 0;
  constructor(
    private readonly rttMs: number,
    private readonly maxWindow: number,
  ) {}
  /** Splits `bytes` ready at `readyAt` into [earliest departure, bytes] pieces. */
  schedule(readyAt: number, bytes: number): [number, number][] {
    const pieces: [number, number][] = [];
    let at = readyAt;
    let left = bytes;
    while (left > 0) {
      if (at >= this.roundStart + this.rttMs) {
        // A new round trip: the window grew if the last one was used up.
        if (this.sentThisRound >= this.window) this.window = Math.min(this.window * 2, this.maxWindow);
        this.roundStart = at;
        this.sentThisRound = 0;
      }
      const room = this.window - this.sentThisRound;
      if (room <= 0) {
        at = this.roundStart + this.rttMs;
        continue;
      }
      const piece = Math.min(room, left);
      pieces.push([at, piece]);
      this.sentThisRound += piece;
      left -= piece;
    }
    return pieces;
  }
}

/**
 * A chunk cut into TCP segments: each crosses the link on its own, so the first bytes of a large
 * answer arrive when they would, not when the whole chunk has crossed.
 */
function* segments(chunk: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < chunk.length; offset += SEGMENT_BYTES)
    yield chunk.subarray(offset, offset + SEGMENT_BYTES);
}

/**
 * Writes each piece to `to` at its time, strictly in the order handed over (a TLS stream must not
 * reorder), and ends `to` once everything before the end has been written.
 */
function deliverer(to: net.Socket) {
  const queue: { at: number; chunk: Buffer | 'end' }[] = [];
  let lastAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const drain = (): void => {
    timer = undefined;
    const now = performance.now();
    for (let next = queue[0]; next && next.at <= now; next = queue[0]) {
      queue.shift();
      if (to.destroyed) continue;
      if (next.chunk === 'end') to.end();
      else to.write(next.chunk);
    }
    if (queue[0]) timer = setTimeout(drain, queue[0].at - now);
  };
  const push = (at: number, chunk: Buffer | 'end'): void => {
    lastAt = Math.max(lastAt, at);
    queue.push({ at: lastAt, chunk });
    timer ??= setTimeout(drain, Math.max(0, lastAt - performance.now()));
  };
  return { send: (at: number, chunk: Buffer) => push(at, chunk), end: (at: number) => push(at, 'end') };
}

export async function startSlowLink(upstreamPort: number, profile: SlowLinkProfile = SLOW_4G): Promise<SlowLink> {
  const oneWay = profile.rttMs / 2;
  const down = new Bottleneck(bytesPerMs(profile.downKbps));
  const up = new Bottleneck(bytesPerMs(profile.upKbps));
  // The most a connection can have in flight: what the link carries in one round trip.
  const maxWindow = Math.max(INITIAL_WINDOW_SEGMENTS * SEGMENT_BYTES, bytesPerMs(profile.downKbps) * profile.rttMs);
  let lookedUp = false;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const connectedAt = performance.now();
    // DNS once (the browser keeps the answer), then SYN, SYN-ACK: the client's first byte leaves after that.
    const setupMs = (lookedUp ? 0 : profile.rttMs) + profile.rttMs;
    lookedUp = true;
    const origin = net.connect(upstreamPort, 'localhost');
    for (const socket of [client, origin]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        // Every connection gone: the browser of that run has quit, the next one looks the name up again.
        if (sockets.size === 0) lookedUp = false;
      });
    }
    const toOrigin = deliverer(origin);
    const toClient = deliverer(client);
    const window = new SlowStart(profile.rttMs, maxWindow);
    client.on('data', (chunk: Buffer) => {
      const readyAt = Math.max(performance.now(), connectedAt + setupMs);
      for (const segment of segments(chunk)) toOrigin.send(up.send(readyAt, segment.length) + oneWay, segment);
    });
    origin.on('data', (chunk: Buffer) => {
      let offset = 0;
      for (const [at, bytes] of window.schedule(performance.now(), chunk.length)) {
        for (const segment of segments(chunk.subarray(offset, offset + bytes)))
          toClient.send(down.send(at, segment.length) + oneWay, segment);
        offset += bytes;
      }
    });
    // A close crosses the link too, after whatever is still on its way.
    client.on('end', () => toOrigin.end(performance.now() + oneWay));
    origin.on('end', () => toClient.end(performance.now() + oneWay));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
