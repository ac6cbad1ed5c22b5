import 'server-only';
import { isLocale } from '@/lib/i18n/locales';
import { toSimplifiedDeep } from '@/lib/i18n/simplified';
import { siteLocaleParam } from '@/lib/schemas/live/provenance';
import { ValidationError, type EndpointRequest } from '../../http';
import type { EndpointHandler } from '../../registry';

/**
 * The live answers of a simplified-Chinese page. The API has no zh-cn (spec section 7): server
 * components read zh-tw and convert (lib/api/client.ts), but the live widgets fetch in the browser,
 * where nothing converts, so station and car-park names reached zh-cn pages in Traditional
 * characters. Such a page asks zh-tw with `siteLocale=zh-cn` and the answer's text is converted
 * here, as the forms' mails are for X-Site-Locale. A query parameter and not a header: the address
 * then keeps the browser's copies (react-query, the service worker's stored answers) apart per script.
 * The answer says it was converted (`siteLocale: 'zh-cn'`), so a backend or parking service that
 * ignores the parameter still has its names marked as Traditional Chinese.
 */
export function inSiteLocale(handler: EndpointHandler): EndpointHandler {
  return async (request: EndpointRequest) => {
    const asked = request.query.get(siteLocaleParam);
    if (asked && !isLocale(asked)) {
      const message = `Parameter ${siteLocaleParam} must be a site language.`;
      throw new ValidationError(message, { [siteLocaleParam]: message });
    }
    const answer = await handler(request);
    // Only zh-tw text has a simplified form; an English or Japanese answer is left as it is.
    if (asked !== 'zh-cn' || request.lang !== 'zh-tw' || !isPlainAnswer(answer)) return answer;
    return { ...toSimplifiedDeep(answer), [siteLocaleParam]: 'zh-cn' };
  };
}

function isPlainAnswer(answer: unknown): answer is Record<string, unknown> {
  return typeof answer === 'object' && answer !== null && Object.getPrototypeOf(answer) === Object.prototype;
}
