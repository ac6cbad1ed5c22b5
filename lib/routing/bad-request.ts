import { htmlLang, localizedPath, splitLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { isBackendPath } from './request-guards';

/**
 * What is refused: an address that cannot be read, form data posted to a page that cannot be read
 * (400), a post to a page from another site (403), or one larger than a page takes (413).
 */
export type Unreadable = 'address' | 'form' | 'cross-site' | 'too-large';

const statusOf: Record<Unreadable, number> = { address: 400, form: 400, 'cross-site': 403, 'too-large': 413 };

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
  const t = {
    address: messages,
    form: { title: messages.formTitle, body: messages.formBody },
    'cross-site': { title: messages.crossSiteTitle, body: messages.crossSiteBody },
    'too-large': { title: messages.tooLargeTitle, body: messages.tooLargeBody },
  }[unreadable];
  const html = `<!DOCTYPE html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.6;margin:0"><main style="max-width:640px;margin:0 auto;padding:48px 16px"><h1>${t.title}</h1><p>${t.body}</p><p><a href="${localizedPath(locale, '/')}">${messages.home}</a></p></main></body></html>`;
  return new Response(html, { status: statusOf[unreadable], headers: { 'content-type': 'text/html; charset=utf-8' } });
}
