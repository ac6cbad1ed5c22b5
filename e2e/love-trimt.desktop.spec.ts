import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchCaptcha } from './support/form-helpers';
import { formsOrigin } from './support/forms-server';
import { ops } from './support/ops-tool';

// love-trimt (issue 25 §1) end to end on the online-services server: sent with consent through the
// form, answered and published with `npm run ops`, shown under the form with no personal data.
test.use({ baseURL: formsOrigin });

const sender = { name: '林怡君', email: 'yijun.lin@example.com', phone: '0987654321' };
const reply = '已於本週完成扶手修繕，謝謝您的通報。';

/** The published list as the next visitor sees it (the page is rendered again after the operator's revalidation). */
async function publishedText(page: Page): Promise<string> {
  await page.goto('/love-trimt/feedback');
  return (await page.getByTestId('published-feedback').textContent()) ?? '';
}

test('feedback sent with consent, answered and published with ops, appears under the form without the sender’s name or e-mail; withdrawn, it goes', async ({
  page,
  request,
}) => {
  // The form, three operator commands (each a process of its own), page renders after revalidation.
  test.slow();
  const captcha = watchCaptcha(page);
  await page.goto('/love-trimt/feedback');
  await page.locator('#name').fill(sender.name);
  await page.locator('#email').fill(sender.email);
  await page.locator('#phone').fill(sender.phone);
  await page.getByLabel('設施維護').check();
  await page.locator('#message').fill(`八卦山大佛旁的步道扶手鬆動了，請盡快修理。— 怡君 ${sender.phone}`);
  await page.locator('#publish').check();
  await page.locator('#consent').check();
  await page.locator('#captchaCode').fill(await captcha());
  await page.getByRole('main').locator('form button[type="submit"]').click();
  const serial = /F\d{14}/.exec((await page.getByTestId('serial').textContent({ timeout: 15_000 })) ?? '')?.[0];
  expect(serial).toBeTruthy();

  await ops('move', serial!, 'replied', '--reply-via', 'phone', '--reply', reply);
  await ops('publish', serial!);
  await expect.poll(() => publishedText(page), { timeout: 30_000 }).toContain(reply);
  const item = page.getByTestId('published-feedback').getByRole('listitem').filter({ hasText: reply });
  await expect(item).toContainText('八卦山大佛旁的步道扶手鬆動了，請盡快修理。');
  await expect(item.getByRole('heading', { level: 3 })).toHaveText('設施維護');
  await expectNoAxeViolations(page);
  // Nowhere in the page, in either Chinese script: not the name, the e-mail, nor the phone number.
  for (const path of ['/love-trimt/feedback', '/zh-cn/love-trimt/feedback']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('八卦山');
    for (const personal of [sender.name, '怡君', sender.email, 'yijun.lin', sender.phone])
      expect(html).not.toContain(personal);
  }

  await ops('withdraw', serial!);
  await expect.poll(() => publishedText(page), { timeout: 30_000 }).not.toContain(reply);
});
