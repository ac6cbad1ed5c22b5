import { desc, eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { mailOutbox } from '@/lib/backend/db/schema';
import { dailyMailsPerRecipient, inboxOf } from '@/lib/backend/mail/send-mail';
import { callBackend } from '../support/backend';
import { validSuggestion } from '../support/valid-suggestion';
import { newVisitor } from '../support/visitor';

const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

/** A suggestion sent by a new visitor (its own address, token and captcha) with these fields. */
async function suggest(fields: Record<string, unknown>) {
  const visitor = await newVisitor(drawn);
  return callBackend('en/suggest-opinion', {
    method: 'POST',
    body: { ...validSuggestion, ...fields, ...(await visitor.captcha()) },
    headers: visitor.headers,
  });
}

const latestMailTo = async (recipient: string) => {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
};

describe('the site cannot be used to send someone mail they did not ask for', () => {
  test('the confirmation mail to an address not yet confirmed carries nothing the sender typed', async () => {
    const answer = await suggest({
      email: 'victim-1@example.com',
      name: 'You won a prize at http://spam.example',
      subject: 'Claim it now: www.spam.example/claim',
    });
    expect(answer.status).toBe(200);
    const [mail] = await latestMailTo('victim-1@example.com');
    expect(mail!.subject + mail!.body).not.toMatch(/spam\.example|prize|Claim it/);
    expect(mail!.body).toMatch(/\/en\/suggestion\/confirm\?token=/);
  });

  test(`at most ${dailyMailsPerRecipient} mails a day go to one address; what is sent beyond is stored, not mailed`, async () => {
    for (let i = 0; i <= dailyMailsPerRecipient; i++) {
      // Letters in any case and sub-addresses (victim-2+3@…) all reach one inbox.
      const answer = await suggest({ email: i % 2 ? 'Victim-2@Example.com' : `victim-2+${i}@example.com` });
      expect(answer.status, `suggestion ${i + 1}`).toBe(200);
    }
    const db = await getDb();
    const rows = (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id))).filter(
      (row) => inboxOf(row.recipient) === 'victim-2@example.com',
    );
    expect(rows).toHaveLength(dailyMailsPerRecipient + 1);
    // The newest was refused by the limit; the ones before were not.
    expect(rows[0]!.error).toMatch(/not sent: more than 5 mails to this address in 24 hours/);
    expect(rows.slice(1).every((row) => row.error === null)).toBe(true);
  });
});
