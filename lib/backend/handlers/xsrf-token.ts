import 'server-only';
import { WithHeaders } from '../http';
import { issueXsrfToken } from '../security/xsrf';

/** GET /_api/xsrf-token (also under a language): a token for the send endpoints, and its cookie. */
export async function xsrfTokenHandler(): Promise<WithHeaders> {
  const { token, cookie } = await issueXsrfToken();
  return new WithHeaders({ success: true, data: { token } }, { 'Set-Cookie': cookie });
}
