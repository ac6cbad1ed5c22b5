import http from 'node:http';
import { earlyAnswer } from '@/lib/routing/raw-request-guard';

const installed = Symbol.for('trimt.rawRequestGuard');

/**
 * Wraps the HTTP server's 'request' event so `earlyAnswer` is asked first. `next start` builds
 * its server before this hook runs and offers no option for it, so the guard sits on the event
 * itself; every other request goes on to Next untouched.
 */
export function installRawRequestGuard(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const answer = earlyAnswer(request.method, request.url);
      if (answer) {
        response.writeHead(answer.status, answer.headers).end();
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
