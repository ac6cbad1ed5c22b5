import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, watchCaptcha } from './support/form-helpers';
import { formsOrigin, OPS_TOKEN } from './support/forms-server';

// A researcher applies for copies of the office's records, by keyboard, and follows the case:
// against the online-services server (captcha codes revealed, operator token set, PostgreSQL).
test.use({ baseURL: formsOrigin });

const answered = { timeout: 15_000 };

async function ops(...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/ops.mts', ...args, '--json'], {
    env: { ...process.env, OPS_SITE: formsOrigin, OPS_TOKEN },
  });
  return JSON.parse(stdout) as unknown;
}

test('the archive application by keyboard: errors first, then a serial, then its progress after the office moves it', async ({
  page,
}) => {
  test.slow();
  const captcha = watchCaptcha(page);
  await page.goto('/en/file-area/application/apply');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to read or copy records');
  // The rules are stated before the form.
  await expect(page.getByText('We answer within 30 days of receiving an application.')).toBeVisible();
  await expect(
    page.getByText('If an application is incomplete, supply what is missing within 7 days of being asked.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent empty: the GOV.UK summary takes focus and names every field, rows included.
  await page.locator('main form button[type="submit"]').focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(box).toBeFocused();
  await expect(
    box.getByRole('link', { name: "Full name, or the organization's name: This field is required" }),
  ).toBeVisible();
  await expect(
    box.getByRole('link', { name: 'Record 1, Title, or what the record is about: This field is required' }),
  ).toBeVisible();
  await expect(
    box.getByRole('link', { name: /Record 1, Read or copy: Select whether you want to read/ }),
  ).toBeVisible();
  await box.getByRole('link', { name: /Record 1, Title/ }).click();
  await expect(page.locator('[id="files.0.title"]')).toBeFocused();
  await expectNoAxeViolations(page);

  // The applicant, typed and chosen with the keyboard.
  await page.locator('#name').focus();
  await page.keyboard.type('Lin Mei-ling');
  await page.locator('#birthDate').fill('1985-04-02');
  await page.locator('#idNumber').fill('A223456789');
  await page.locator('#address').fill('No. 1, Zhongzheng Rd, Wufeng District, Taichung');
  await page.locator('#phone').fill('0423312678');
  await page.locator('#email').fill('mei-ling@example.com');
  // An organisation asks for its representative instead of a date of birth.
  await page.locator('#applicantType').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#representative')).toBeVisible();
  await expect(page.locator('#birthDate')).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#birthDate')).toHaveValue('1985-04-02');

  // Two records: the second row is added with the keyboard, and focus moves into it.
  await page.locator('[id="files.0.title"]').fill('Documents on the repair of the Lishan Guest House');
  await page.locator('[id="files.0.copy"]').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Add another record' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[id="files.1.fileNumber"]')).toBeFocused();
  await expect(page.getByText('Record 2 added. Fill it in below.')).toBeAttached();
  await page.keyboard.type('0090/B/1/1/001');
  await page.locator('[id="files.1.title"]').fill('Grey-faced buzzard survey reports, Baguashan');
  await page.locator('[id="files.1.read"]').check();

  await page.locator('#purpose').focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('#consent').focus();
  await page.keyboard.press('Space');
  await page.locator('#captchaCode').fill(await captcha());
  await page.locator('#captchaCode').press('Enter');

  const sent = page.getByRole('status').filter({ hasText: 'Application sent' });
  await expect(sent).toBeFocused(answered);
  const serial = /D\d{14}/.exec((await sent.getByTestId('archive-serial').textContent()) ?? '')?.[0];
  expect(serial).toBeTruthy();
  await expect(sent).toContainText('within 30 days');

  // The office takes the case up; the applicant follows it with the serial and the e-mail used.
  const listed = await ops('list', '--kind', 'archive', '--status', 'new');
  expect(JSON.stringify(listed)).toContain(serial!);
  await ops('move', serial!, 'processing');

  await sent.getByRole('link', { name: 'Check the progress of this application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check an application');
  await expect(page.locator('#serial')).toHaveValue(serial!);
  await page.locator('#email').fill('MEI-LING@example.com');
  await page.locator('#captchaCode').fill(await captcha());
  await page.locator('#captchaCode').press('Enter');
  const result = page.getByTestId('case-result');
  await expect(result).toBeFocused(answered);
  await expect(result.getByTestId('case-status')).toHaveText('In progress');
  await expect(result).toContainText('Academic research');
  await expect(result.getByTestId('answer-due')).toHaveText(/\d{1,2} [A-Z][a-z]+ 20\d\d/);
  await expectNoAxeViolations(page);
});

test('the archive application in Japanese names a missing row field in the summary', async ({ page }) => {
  await page.goto('/ja/file-area/application/apply');
  await page.locator('#name').fill('佐藤 花子');
  await page.locator('main form button[type="submit"]').click();
  const box = page.getByRole('alert').filter({ hasText: '入力内容に問題があります' });
  await expect(box).toBeFocused();
  await expect(box.getByRole('link', { name: /1件目の文書の名称または内容の要旨/ })).toBeVisible();
  await expect(page).toHaveTitle(/^エラー/);
});
