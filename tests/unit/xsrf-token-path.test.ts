import { describe, expect, test } from 'vitest';
import { xsrfTokenPath } from '@/lib/forms/send-form';

// Spec section 7 lists xsrf-token among the endpoints under /_api/{lang}/.
describe('the XSRF token is asked for in the language of the call it is for', () => {
  test.each([
    ['/_api/en/suggest-opinion', '/_api/en/xsrf-token'],
    ['/_api/zh-tw/handle-survey/1', '/_api/zh-tw/xsrf-token'],
    ['/_api/file-area/ja/apply', '/_api/ja/xsrf-token'],
    ['/_api/unknown', '/_api/xsrf-token'],
  ])('%s → %s', (sendPath, tokenPath) => {
    expect(xsrfTokenPath(sendPath)).toBe(tokenPath);
  });
});
