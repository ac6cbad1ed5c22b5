import { expect, test } from '@playwright/test';
import { collectCspViolations } from './support/csp';
import { expectNoAxeViolations, watchCaptcha } from './support/form-helpers';
import { formsOrigin, SMTP_PORT } from './support/forms-server';
import { startMailbox } from './support/mailbox';

// The head's mailbox end to end, against the online-services server (real SMTP on loopback).
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: formsOrigin });

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
/** The serial number of the suggestion the keyboard journey files (the tests run in order). */
let filedSerial = '';
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox.stop();
});

for (const { prefix, title, summary, required, errorPrefix } of [
  { prefix: '', title: '處長信箱', summary: '送出前請修正以下問題', required: '此欄位為必填', errorPrefix: '錯誤：' },
  {
    prefix: '/en',
    title: "Director's Mailbox",
    summary: 'There is a problem',
    required: 'This field is required',
    errorPrefix: 'Error: ',
  },
]) {
  test(`an empty submission shows the error summary with focus, linked to each field (${prefix || 'zh-tw'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/suggestion`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').locator('form button[type="submit"]').click();
    const box = page.getByRole('alert').filter({ hasText: summary });
    await expect(box).toBeFocused();
    await expect(page).toHaveTitle(new RegExp(`^${errorPrefix}`));
    // Each summary line names its field: "Name: This field is required".
    await expect(box.getByRole('link', { name: new RegExp(required) })).toHaveCount(4);
    await expect(box.getByRole('link').first()).toHaveText(new RegExp(`^${prefix ? 'Name: ' : '姓名：'}${required}$`));
    const name = page.locator('#name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', 'name-error');
    await expect(page.locator('#name-error')).toContainText(required);
    await box.getByRole('link').first().click();
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

test('the code can be heard instead of read: the audio alternative answers a WAV file', async ({ page }) => {
  const cspViolations = await collectCspViolations(page);
  await page.goto('/ja/suggestion');
  const audio = page.waitForResponse((response) =>
    /\/_api\/ja\/captcha\/[\w-]+\/audio$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'コードを音声で聞く' }).click();
  const response = await audio;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/wav');
  // The browser keeps no copy of a body read into a blob: fetch the same (still unanswered) code again
  // (its second playing of three; the form itself replays the first from memory).
  const again = await page.request.get(response.url(), { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const bytes = await again.body();
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.length).toBeGreaterThan(2 * 8000 * 2);
  // The picture (a data: URI) and the clip played from memory (blob:) are both allowed.
  expect(await cspViolations()).toEqual([]);
});

test('a wrong verification code is explained next to the field, and every typed value is kept', async ({ page }) => {
  const captchaCode = watchCaptcha(page);
  await page.goto('/en/suggestion');
  const code = await captchaCode();
  await page.getByLabel('Name', { exact: true }).fill('Lin Ya-ting');
  await page.getByLabel('Email address').fill('lin@example.com');
  await page.getByLabel('Subject').fill('Parking');
  await page.getByLabel('Your suggestion').fill('More parking near the visitor centre, please.');
  await page.getByRole('checkbox').check();
  await page.getByLabel('Verification code', { exact: true }).fill(code === '00000' ? '11111' : '00000');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  const box = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(box).toBeFocused();
  await expect(box).toContainText('Captcha error: the verification code is wrong');
  await expect(page.locator('#captchaCode-error')).toContainText('Captcha error: the verification code is wrong');
  await expect(page.getByLabel('Subject')).toHaveValue('Parking');
  await expect(page.getByLabel('Your suggestion')).toHaveValue('More parking near the visitor centre, please.');
  await expect(page.getByLabel('Verification code', { exact: true })).toHaveValue('');
});

test('the whole journey by keyboard: send, confirm from the e-mail, look up the status', async ({ page, browser }) => {
  const captchaCode = watchCaptcha(page);
  await page.goto('/en/suggestion');
  const code = await captchaCode();
  await page.locator('#name').focus();
  await page.keyboard.type('Wang Chih-hao');
  await page.keyboard.press('Tab');
  await page.keyboard.type('wang@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0912-345-678');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hawk season shuttle');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Please run an extra shuttle bus on hawk-watching weekends.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the new-code button
  await page.keyboard.press('Tab'); // the spoken-code button
  await page.keyboard.press('Tab');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  const sent = page.getByRole('status').filter({ hasText: 'please confirm it by email' });
  await expect(sent).toBeVisible();
  await expect(sent, 'focus follows the form to its confirmation').toBeFocused();
  const serial = /S\d{14}/.exec((await sent.textContent()) ?? '')![0];
  filedSerial = serial;

  const mail = await mailbox.waitFor('wang@example.com');
  expect(mail.subject).toContain(serial);
  const link = /http:\/\/localhost:\d+\/en\/suggestion\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  // Opening the link (as a mail scanner would) files nothing: the visitor presses Confirm.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your suggestion');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my suggestion' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your suggestion has been filed');
  await expect(page.getByText(serial)).toBeVisible();
  expect(page.url(), 'the serial travels in a cookie of this browser, not in the address').not.toContain(serial);
  // The same address opened elsewhere (shared, or written by hand with any serial) shows nothing as filed.
  const elsewhere = await browser.newPage({ baseURL: formsOrigin });
  for (const address of [page.url(), `/en/suggestion/confirm?filed=${serial}`]) {
    await elsewhere.goto(address);
    await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('This link cannot be confirmed');
    await expect(elsewhere.getByText(serial)).toHaveCount(0);
  }
  await elsewhere.close();
  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my suggestion' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be confirmed');

  const lookupCode = watchCaptcha(page);
  await page.goto('/en/suggestion/status');
  await page.getByLabel('Reference number').fill(serial.toLowerCase());
  await page.getByLabel('Email address').fill('wang@example.com');
  await page.getByLabel('Verification code', { exact: true }).fill(await lookupCode());
  await page.getByRole('button', { name: 'Check progress' }).click();
  await expect(page.getByTestId('suggestion-status')).toHaveText('Filed');
  await expect(page.getByTestId('suggestion-result')).toContainText('Hawk season shuttle');
  await expectNoAxeViolations(page);
});

test('from a simplified-Chinese page the confirmation mail reads in simplified characters and links back to zh-cn', async ({
  page,
}) => {
  const captchaCode = watchCaptcha(page);
  await page.goto('/zh-cn/suggestion');
  await page.locator('#name').fill('张先生');
  await page.locator('#email').fill('zhang@example.com');
  await page.locator('#subject').fill('步道');
  await page.locator('#message').fill('狮头山步道的指标很清楚，谢谢。');
  await page.locator('#consent').check();
  await page.locator('#captchaCode').fill(await captchaCode());
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: /S\d{14}/ })).toBeVisible();
  const mail = await mailbox.waitFor('zhang@example.com');
  expect(mail.subject).toContain('参山国家风景区');
  expect(mail.text).toMatch(/http:\/\/localhost:\d+\/zh-cn\/suggestion\/confirm\?token=[\w-]+/);
  expect(mail.subject + mail.text).not.toMatch(/[參處確認]/);
});

test('the status lookup shows nothing to someone with the wrong e-mail address', async ({ page }) => {
  const code = watchCaptcha(page);
  await page.goto('/ja/suggestion/status');
  // A real serial number with someone else's address.
  expect(filedSerial).toMatch(/^S\d{14}$/);
  await page.getByLabel('受付番号').fill(filedSerial);
  await page.getByLabel('メールアドレス').fill('nobody@example.com');
  await page.getByLabel('認証コード', { exact: true }).fill(await code());
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('一致するご提案はありません');
  await expect(page.getByTestId('suggestion-result')).toHaveCount(0);
});

test('without JavaScript, sending the form never puts what was typed into the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: formsOrigin });
  const page = await context.newPage();
  await page.goto('/en/suggestion');
  await page.getByLabel('Name', { exact: true }).fill('Lin Ya-ting');
  await page.getByLabel('Email address').fill('lin@example.com');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await page.waitForLoadState();
  // Posted to the page itself (components/forms/scripted-form.ts), which says the form needs JavaScript.
  expect(new URL(page.url()).pathname).toBe('/en/suggestion');
  expect(new URL(page.url()).search).toBe('');
  // (Playwright's text locators do not look inside <noscript>; innerText is what is rendered.)
  expect(await page.getByRole('main').innerText()).toContain('This form needs JavaScript to send.');
  await context.close();
});
