import { htmlLang, localizedPath, splitLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { isBackendPath } from './request-guards';

/** What could not be read: the address itself, or the form data posted to a page. */
export type Unreadable = 'address' | 'form';

/**
 * The proxy's answer to a request that cannot be read at all (an address with broken
 * percent-encoding, a form post whose multipart body does not parse): 400, as the backend's JSON
 * error under /_api, else a small page in the language of the address's prefix. It is built here
 * because such a request never reaches a page (Next would answer a bare 500).
 */
export async function badRequestResponse(rawPathname: string, unreadable: Unreadable = 'address'): Promise<Response> {
  if (isBackendPath(rawPathname)) {
    // The contract's error shape (spec section 7), as the backend itself would answer.
    return Response.json(
      { success: false, status: 400, message: 'The request path is not valid percent-encoded UTF-8.' },
      { status: 400 },
    );
  }
  const { locale } = splitLocale(rawPathname);
  const messages = (await loadMessages(locale)).BadRequest;
  const t = unreadable === 'form' ? { title: messages.formTitle, body: messages.formBody } : messages;
  const html = `<!DOCTYPE html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.6;margin:0"><main style="max-width:640px;margin:0 auto;padding:48px 16px"><h1>${t.title}</h1><p>${t.body}</p><p><a href="${localizedPath(locale, '/')}">${messages.home}</a></p></main></body></html>`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
