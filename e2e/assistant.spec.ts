import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectCspViolations } from './support/csp';

test('the chat assistant answers a phone question from the visitor centre record, keeps the conversation, and gives focus back on Escape', async ({
  page,
}) => {
  const cspViolations = await collectCspViolations(page);
  await page.goto('/trails');
  const button = page.getByRole('button', { name: '開啟參山小幫手（線上問答）' });
  await button.click();
  const panel = page.getByRole('dialog', { name: '參山小幫手' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('您的問題').fill('南庄遊客中心電話');
  await panel.getByRole('button', { name: '送出' }).click();
  const answer = panel.getByTestId('assistant-turn').last().getByTestId('assistant-answer').first();
  await expect(answer).toContainText('摘自「南庄遊客中心」：');
  await expect(answer.getByRole('link', { name: '03-7824570' })).toHaveAttribute('href', 'tel:037824570');
  await expect(answer.getByRole('link', { name: '前往「南庄遊客中心」頁面' })).toHaveAttribute(
    'href',
    '/attractions/11',
  );
  await expect(panel.getByLabel('您的問題')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(panel.getByTestId('assistant-turn')).toHaveCount(1);
  expect(await cspViolations()).toEqual([]);
});

test('an empty question is explained beside the field; one nothing answers offers search and the mailbox', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /小幫手/ }).click();
  const panel = page.getByRole('dialog', { name: '參山小幫手' });
  await panel.getByRole('button', { name: '送出' }).click();
  const field = panel.getByLabel('您的問題');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/^錯誤：\s?請輸入您的問題$/);
  await field.fill('今天晚餐吃什麼好呢');
  await field.press('Enter');
  await expect(field).not.toHaveAttribute('aria-invalid');
  const turn = panel.getByTestId('assistant-turn').last();
  await expect(turn).toContainText('網站的資料裡沒有找到相符的答案');
  await expect(turn.getByRole('link', { name: '搜尋「今天晚餐吃什麼好呢」' })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent('今天晚餐吃什麼好呢')}`,
  );
  await expect(turn.getByRole('link', { name: '寫信到處長信箱' })).toHaveAttribute('href', '/suggestion');
});

test('simplified Chinese: a suggested question is answered in simplified characters; foreign pages have no assistant', async ({
  page,
}) => {
  await page.goto('/zh-cn/news');
  await page.getByRole('button', { name: /小帮手/ }).click();
  const panel = page.getByRole('dialog', { name: '参山小帮手' });
  await panel.getByRole('button', { name: '游客中心几点开门？' }).click();
  await expect(panel.getByTestId('assistant-turn').last()).toContainText('摘自「游客中心的开放时间是几点到几点？」');
  for (const path of ['/en', '/ja/trails']) {
    await page.goto(path);
    await expect(page.locator('#assistant-button')).toHaveCount(0);
  }
});
