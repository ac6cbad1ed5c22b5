import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake backend behaves, switched at any time:
 * - `healthy`: answers through `answer` (the embedded backend, in-process or over HTTP);
 * - `slow`: holds every request for `slowMs` (10 s), then answers as healthy — never within a page's budget;
 * - `reset`: destroys the connection without a byte (ECONNRESET for the caller);
 * - `html`: 200 with an HTML page, as a misconfigured gateway or a maintenance page would;
 * - `error`: 503 with a text body.
 */
export type BackendMode = 'healthy' | 'slow' | 'reset' | 'html' | 'error';

export type ControllableBackend = {
  origin: string;
  mode: BackendMode;
  /** Requests received so far, and per mode (a request counts under the mode it met). */
  readonly seen: number;
  seenIn: (mode: BackendMode) => number;
  /** Paths (below /_api/) received so far, in order. */
  readonly paths: string[];
  close: () => Promise<void>;
};

export type Answer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A loopback HTTP server in front of `answer`, whose behaviour the test switches (`backend.mode = 'slow'`). */
export async function startControllableBackend(
  answer: Answer,
  { slowMs = 10_000, port = 0 }: { slowMs?: number; port?: number } = {},
): Promise<ControllableBackend> {
  const counts = new Map<BackendMode, number>();
  const paths: string[] = [];
  const held = new Set<NodeJS.Timeout>();
  let mode: BackendMode = 'healthy';
  const server = createServer((req, res) => {
    const met = mode;
    counts.set(met, (counts.get(met) ?? 0) + 1);
    paths.push((req.url ?? '').replace(/^\/_api\//, ''));
    const healthy = () =>
      answer(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`fake backend: ${error instanceof Error ? error.message : String(error)}`);
      });
    switch (met) {
      case 'healthy':
        void healthy();
        return;
      case 'slow': {
        const timer = setTimeout(() => (held.delete(timer), void healthy()), slowMs);
        held.add(timer);
        return;
      }
      case 'reset':
        req.socket.destroy();
        return;
      case 'html':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html><head><title>Maintenance</title></head><body>Back soon</body></html>');
        return;
      case 'error':
        res.writeHead(503, { 'Content-Type': 'text/plain' });
        res.end('Service Unavailable');
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    get mode() {
      return mode;
    },
    set mode(next: BackendMode) {
      mode = next;
    },
    get seen() {
      return [...counts.values()].reduce((sum, count) => sum + count, 0);
    },
    seenIn: (which) => counts.get(which) ?? 0,
    paths,
    close: async () => {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Rewrites one answer's body before it is sent (it may also wait, as a slow backend would). */
export type RewriteBody = (body: Buffer) => Buffer | Promise<Buffer>;

export interface ProxyOptions {
  /**
   * Called as each request arrives, before it is passed on, so what it reads of the test's state
   * is what was true at that moment; what it returns rewrites that request's answer.
   */
  rewrite?: (req: IncomingMessage) => RewriteBody | undefined;
}

/** Healthy answers proxied to another server's /_api (a site on its embedded backend). */
export function proxyTo(upstream: string, options: ProxyOptions = {}): Answer {
  return async (req, res) => {
    const rewrite = options.rewrite?.(req);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
      ),
    );
    const answer = await fetch(new URL(req.url ?? '/', upstream), {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const received = Buffer.from(await answer.arrayBuffer());
    const body = rewrite ? await rewrite(received) : received;
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json',
      'Content-Length': String(body.length),
    });
    res.end(body);
  };
}
