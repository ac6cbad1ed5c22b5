import { peerAddressHeader } from '@/lib/http/peer-address';

/**
 * With a remote backend (BACKEND_ORIGIN, read at run time like everything else the pages read),
 * the browser's same-origin `/_api/...` calls are forwarded to it by the proxy: one setting for the
 * pages' calls and the forms' sends, whatever the build was made with.
 */
export function backendTarget(requestUrl: URL, backendOrigin: string): URL {
  const target = new URL(backendOrigin);
  target.pathname = `${target.pathname.replace(/\/+$/, '')}${requestUrl.pathname}`;
  target.search = requestUrl.search;
  return target;
}

/**
 * The forwarded request's headers: this server is one more proxy in front of the backend, so it
 * appends the address the request came from to X-Forwarded-For, as a load balancer does. The
 * backend, set to trust one more hop than this server (TRUSTED_PROXY_HOPS), then limits each visitor
 * on their own address instead of this server's. The internal peer header is not passed on.
 */
export function forwardedHeaders(headers: Headers): Headers {
  const forwarded = new Headers(headers);
  const peer = headers.get(peerAddressHeader)?.trim();
  forwarded.delete(peerAddressHeader);
  if (peer) {
    const chain = headers.get('x-forwarded-for')?.trim();
    forwarded.set('x-forwarded-for', chain ? `${chain}, ${peer}` : peer);
  }
  return forwarded;
}
