import 'server-only';
import { createHmac } from 'node:crypto';
import { storedSecret } from '../db/stored-secret';
import { clientKeyOf } from './client-key';

/**
 * Who is viewing, for counting a view once without a cookie (cached pages must not set one): the
 * client's address as the rate limits see it (clientKeyOf: the load balancer's entry, not one the
 * client wrote) together with its User-Agent, so two people behind one address with different
 * browsers stay two. Hashed with a salt kept in the database, shared by every server, so what is
 * stored cannot be read back into an address.
 */
export async function visitorIdOf(headers: Headers): Promise<string> {
  const salt = await storedSecret('visitor-id-salt');
  return createHmac('sha256', salt)
    .update(`${clientKeyOf(headers)}\n${headers.get('user-agent') ?? ''}`)
    .digest('base64url');
}
