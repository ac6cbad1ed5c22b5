import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchCaptcha } from './support/form-helpers';
import { formsOrigin } from './support/forms-server';
import { ops } from './support/ops-tool';

// Surveys, registrations, applications (the tea reservation) and feedback, against the
// online-services server (captcha codes revealed, operator token set).
test.use({ baseURL: formsOrigin });

const fixtures = path.join(__dirname, '../tests/fixtures');

/** A day in Taiwan `days` from now, as the forms expect it typed (2023-01-01). */
function taiwanDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Waiting for the answer to a submission: the server checks the captcha and stores the record, its
 * files and its mail in one transaction. With two workers on a two-core machine that has taken
 * longer than the default 5 s now and then (a focus assertion failed twice in about ten local runs).
 */
const answered = { timeout: 15_000 };

async function submit(page: Page) {
  await page.getByRole('main').locator('form button[type="submit"]').click();
}

for (const { prefix, summary, required } of [
  { prefix: '', summary: '送出前請修正以下問題', required: '此欄位為必填' },
  { prefix: '/ja', summary: '入力内容に問題があります', required: 'この項目は必須です' },
]) {
  test(`the tea reservation submitted empty shows the error summary with focus and passes axe (${prefix || 'zh-tw'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/applications/1`);
    await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await submit(page);
    const box = page.getByRole('alert').filter({ hasText: summary });
    await expect(box).toBeFocused();
    await expect(box.getByRole('link', { name: new RegExp(required) }).first()).toBeVisible();
    // A radio group's link lands on its first option; a text field's on the field.
    await box.getByRole('link').first().click();
    await expect(page.locator('#place')).toBeFocused();
    await expect(page.locator('#people')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#people')).toHaveAttribute('aria-describedby', 'people-hint people-error');
    await expectNoAxeViolations(page);
  });
}

test('the tea reservation by keyboard, with an attachment; the operator approves it and the progress inquiry shows it', async ({
  page,
}) => {
  // A long flow: two forms, an upload, three operator commands (each a process of its own) and two axe runs.
  test.slow();
  const captcha = watchCaptcha(page);
  await page.goto('/en/applications');
  await page.getByRole('link', { name: /Apply online: Tea experience/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tea experience booking at the Songboling Visitor Center',
  );

  // Radios are chosen with the keyboard: focus the group, Space ticks the first, arrows move.
  await page.locator('#place').focus();
  await page.keyboard.press('Space');
  await page.locator('#experience').focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('#date').fill(taiwanDay(12));
  // The hall's session times are not published: the visitor picks a part of the day.
  await expect(page.getByText('The hall tells you the exact time when it confirms your booking.')).toBeVisible();
  await page.locator('#session').focus();
  await page.keyboard.press('Space');
  await page.locator('#groupName').fill('Lin family');
  await page.locator('#people').fill('11');
  await page.locator('#applicantName').fill('Lin Ya-ting');
  await page.locator('#nationality').selectOption('TW');
  await page.locator('#phone').fill('0492580525');
  await page.locator('#email').fill('ya-ting@example.com');
  await page.locator('#dayContactName').fill('Lin Chih-ming');
  await page.locator('#dayContactMobile').fill('0912345678');
  // A renamed non-image is refused before sending, next to the field.
  await page.locator('#attachment').setInputFiles(path.join(fixtures, 'not-an-image.png'));
  await page.locator('#consent').check();
  await page.locator('#captchaCode').fill(await captcha());
  await submit(page);
  const box = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(box).toBeFocused(answered);
  await expect(box.getByRole('link')).toHaveText([
    'Number of people: This number is outside the allowed range; see the hint for the field',
    'Attachment: The file must be a jpg, jpeg, bmp, gif or png image',
  ]);
  // Every typed value is kept.
  await expect(page.locator('#groupName')).toHaveValue('Lin family');

  await page.locator('#people').fill('4');
  await page.locator('#attachment').setInputFiles(path.join(fixtures, 'pixel.png'));
  await expect(page.getByText(/Selected: pixel\.png/)).toBeVisible();
  await submit(page);
  const sent = page.getByRole('status').filter({ hasText: 'Sent' });
  await expect(sent).toBeFocused(answered);
  const serial = /A\d{14}/.exec((await sent.getByTestId('serial').textContent()) ?? '')?.[0];
  expect(serial).toBeTruthy();
  await expect(sent).toContainText('3 to 5 working days');

  const listed = (await ops('list', '--kind', 'application', '--status', 'new')) as
    { data?: { serial: string }[] } | { serial: string }[];
  expect(JSON.stringify(listed)).toContain(serial!);
  await ops('move', serial!, 'processing');
  await ops('move', serial!, 'approved', '--reply-via', 'email');

  await sent.getByRole('link', { name: 'Check the progress of an application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check application progress');
  // The link carries the reference number, so it is not typed again (WCAG 3.3.7).
  await expect(page.locator('#serial')).toHaveValue(serial!);
  await page.locator('#email').fill('YA-TING@example.com');
  await page.locator('#captchaCode').fill(await captcha());
  await page.locator('#captchaCode').press('Enter');
  const result = page.getByTestId('case-result');
  await expect(result).toBeFocused(answered);
  await expect(result.getByTestId('case-status')).toHaveText('Approved');
  await expect(result).toContainText('Songboling Visitor Center (tea culture hall)');
  await expect(result).toContainText('Morning');
  await expect(result).toContainText('Email');
  await expectNoAxeViolations(page);

  // Someone else's e-mail learns nothing.
  await page.locator('#email').fill('stranger@example.com');
  await page.locator('#captchaCode').fill(await captcha());
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing matches' })).toBeVisible();
  await expect(page.getByTestId('case-result')).toHaveCount(0);
});

test('a survey is answered from its field definitions; a closed survey takes no answers', async ({ page }) => {
  const captcha = watchCaptcha(page);
  await page.goto('/surveys');
  await expect(page.getByText('已截止')).toBeVisible();
  await page.getByRole('link', { name: /填寫問卷：參山國家風景區遊客滿意度調查/ }).click();
  // A client-side navigation: axe reads the page once it has arrived, title included.
  await expect(page).toHaveTitle(/參山國家風景區遊客滿意度調查/);
  await expectNoAxeViolations(page);
  await page.getByLabel('梨山風景區（含谷關）').check();
  await page.getByLabel('非常滿意').check();
  await page.getByLabel('步道', { exact: true }).check();
  await page.getByLabel('本網站').check();
  await page.locator('#captchaCode').fill(await captcha());
  await submit(page);
  await expect(page.getByRole('status', { name: '已送出' })).toContainText('謝謝您填寫問卷');

  await page.goto('/surveys/2');
  await expect(page.getByText('這份表單目前不受理。')).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
});

test('a registration takes places from the event’s capacity (ja)', async ({ page }) => {
  const captcha = watchCaptcha(page);
  await page.goto('/ja/registrations');
  const card = page.getByRole('listitem').filter({ hasText: '獅頭山歩道 自然解説ウォーク' });
  const before = Number(/残り枠：(\d+)/.exec((await card.textContent()) ?? '')?.[1]);
  await card.getByRole('link', { name: /申し込む/ }).click();
  // A client-side navigation: the form page's title arrives with it (axe once saw the page between).
  await expect(page.locator('#name')).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await expectNoAxeViolations(page);
  await page.locator('#name').fill('佐藤 花子');
  await page.locator('#email').fill('hanako@example.com');
  await page.locator('#phone').fill('0900000000');
  await page.locator('#people').fill('2');
  await page.getByLabel('ベジタリアン').check();
  await page.locator('#consent').check();
  await page.locator('#captchaCode').fill(await captcha());
  await submit(page);
  await expect(page.getByRole('status').getByTestId('serial')).toContainText(/R\d{14}/);
  await page.goto('/ja/registrations');
  await expect(page.getByRole('listitem').filter({ hasText: '獅頭山歩道 自然解説ウォーク' })).toContainText(
    `残り枠：${before - 2}`,
  );
});

test('the filming application: a time range, a coordinate and a checkbox group (en, axe on the error state)', async ({
  page,
}) => {
  await page.goto('/en/applications/2');
  await page.locator('#shootingTime').fill('11:30');
  await page.locator('#shootingTime-to').fill('09:00');
  await page.locator('#takeOffPoint').fill('north');
  await page.locator('#takeOffPoint-lng').fill('120.5');
  await submit(page);
  await expect(page.locator('#shootingTime-error')).toContainText('with the end after the start');
  await expect(page.locator('#takeOffPoint-error')).toContainText('latitude and longitude');
  await expect(page.locator('#equipment-error')).toContainText('This field is required');
  await expectNoAxeViolations(page);
});

test('feedback is offered on Chinese pages only, and its check finds nothing for a stranger', async ({
  page,
  request,
}) => {
  expect((await request.get('/en/love-trimt/feedback')).status()).toBe(404);
  const captcha = watchCaptcha(page);
  await page.goto('/love-trimt/feedback');
  await expectNoAxeViolations(page);
  await page.locator('#name').fill('陳小姐');
  await page.locator('#email').fill('chen@example.com');
  await page.getByLabel('設施維護').check();
  await page.locator('#message').fill('步道指標褪色，請協助更換。');
  await page.locator('#consent').check();
  await page.locator('#captchaCode').fill(await captcha());
  await submit(page);
  const serial = /F\d{14}/.exec((await page.getByTestId('serial').textContent()) ?? '')?.[0];
  await page.goto('/zh-cn/love-trimt/feedback/status');
  await page.locator('#serial').fill(serial!);
  await page.locator('#email').fill('chen@example.com');
  await page.locator('#captchaCode').fill(await captcha());
  await submit(page);
  await expect(page.getByTestId('case-status')).toHaveText('新申请');
});

// Every form, as found and after an empty submit, in Chinese and in a foreign language (feedback:
// its two Chinese scripts), has no axe violations; the summary takes focus each time.
for (const [path, summary] of [
  ['/surveys/1', '送出前請修正以下問題'],
  ['/en/surveys/1', 'There is a problem'],
  ['/registrations?event=1', '送出前請修正以下問題'],
  ['/en/registrations?event=1', 'There is a problem'],
  ['/applications/2', '送出前請修正以下問題'],
  ['/ja/applications/2', '入力内容に問題があります'],
  ['/applications/progress', '送出前請修正以下問題'],
  ['/en/applications/progress', 'There is a problem'],
  ['/love-trimt/feedback', '送出前請修正以下問題'],
  ['/zh-cn/love-trimt/feedback/status', '送出前请修正以下问题'],
] as const) {
  test(`axe finds nothing on ${path}, before and after an empty submit`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await submit(page);
    await expect(page.getByRole('alert').filter({ hasText: summary })).toBeFocused();
    await expectNoAxeViolations(page);
  });
}
