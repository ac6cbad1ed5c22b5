import type { IncomingMessage, ServerResponse } from 'node:http';
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/%5Fapi/[[...path]]/route';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The embedded backend's real /_api route handler answering a node:http request, so a test can
 * put it behind a real HTTP server on loopback. `edit` may change a JSON answer on its way out.
 */
export function embeddedAnswer(edit?: (path: string, body: unknown) => unknown) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = req.method === 'GET' ? undefined : await readBody(req);
    const request = new NextRequest(url, { method: req.method, headers: req.headers as Record<string, string>, body });
    const path = url.pathname
      .replace(/^\/_api\//, '')
      .split('/')
      .filter(Boolean);
    const handler = req.method === 'POST' ? POST : GET;
    const response = await handler(request, { params: Promise.resolve({ path }) });
    let text = await response.text();
    if (edit && response.headers.get('content-type')?.includes('json')) {
      text = JSON.stringify(edit(path.join('/'), JSON.parse(text)));
    }
    const headers = Object.fromEntries(response.headers);
    delete headers['content-length'];
    res.writeHead(response.status, headers);
    res.end(text);
  };
}
