import 'server-only';
import { getEnv } from '@/lib/env';
import { peerAddressHeader } from '@/lib/http/peer-address';

/**
 * Who is sending, for rate limiting. With no proxy in front (TRUSTED_PROXY_HOPS=0) it is the
 * address of the connection; an X-Forwarded-For is ignored, since a client writes whatever it
 * likes there. Behind n trusted proxies it is the n-th address from the right of X-Forwarded-For:
 * each proxy appends the address it was reached from, so the entries left of those are the
 * client's own inventions. A request that did not pass through all of them keys on its connection.
 */
export function clientKeyOf(headers: Headers, hops = getEnv().TRUSTED_PROXY_HOPS): string {
  const peer = headers.get(peerAddressHeader)?.trim();
  if (hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = chain.length >= hops ? chain[chain.length - hops] : undefined;
    if (client) return client.slice(0, 64);
  }
  return (peer || 'direct').slice(0, 64);
}
