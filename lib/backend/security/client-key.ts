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
    if (client) return addressKey(client);
  }
  return peer ? addressKey(peer) : 'direct';
}

/**
 * One key per sender, whatever the form of its address: an IPv4 address written as IPv6
 * (`::ffff:127.0.0.1`, how a dual-stack server sees it) is that IPv4 address, and an IPv6 address
 * counts by its /64, the block one subscriber gets and picks addresses from at will (a key per
 * address would give one sender billions of budgets). Anything else, up to 64 characters, as it is.
 */
export function addressKey(address: string): string {
  const plain = address
    .trim()
    .replace(/^\[|\](:\d+)?$/g, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':') || !/^[0-9a-f:.]+$/.test(plain)) return plain.slice(0, 64);
  const groups = ipv6Groups(plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain.slice(0, 64);
}

/** The eight groups of an IPv6 address, `::` expanded (undefined when it is not one). */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const [head, tail] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const missing = 8 - head!.length - (tail?.length ?? 0);
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head!, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...(tail ?? [])];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
