import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { getDb, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutgoingMail = { to: string; subject: string; text: string };

/**
 * Stores the mail in the outbox, then hands it to SMTP when SMTP_URL is set (nodemailer). The
 * outbox row records whether and when it was sent, so nothing is lost when the mail server is
 * down; without SMTP_URL the outbox is where operators read it.
 */
export async function sendMail(mail: OutgoingMail, options?: DeliveryOptions): Promise<{ sent: boolean }> {
  return deliverMail(await queueMail(mail), mail, options);
}

type DeliveryOptions = {
  /**
   * Whether the mail counts against its address's daily limit: true for every mail a visitor's
   * form makes the site send to an address it was given (anyone can type anyone's address), false
   * for an operator's reply.
   */
  capped?: boolean;
};

/** Mails a day to one address that visitors' forms can cause; beyond it they wait in the outbox unsent. */
export const dailyMailsPerRecipient = 5;

/**
 * The inbox an address reaches, for the daily limit: letters in any case, and a sub-address
 * (`name+anything@host`, which most providers deliver to `name@host`) counted as its inbox, so a
 * sender cannot reach one person five times a day per invented tag.
 */
export function inboxOf(address: string): string {
  return address.toLowerCase().replace(/\+[^@]*@/, '@');
}

/** How many mails were queued to this address's inbox (inboxOf) in the last 24 hours. */
async function mailsToday(db: Db, recipient: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        // inboxOf, in SQL.
        eq(sql`regexp_replace(lower(${mailOutbox.recipient}), '\\+[^@]*@', '@')`, inboxOf(recipient)),
        gt(mailOutbox.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return Number(row?.count ?? 0);
}

type Inserter = Pick<Db, 'insert'>;

/**
 * Stores a mail in the outbox. Pass the transaction that stores what the mail is about (a
 * submission and its receipt are committed together, or neither is), then `deliverMail` after.
 */
export async function queueMail(mail: OutgoingMail, db?: Inserter): Promise<number> {
  const client = db ?? (await getDb());
  const [row] = await client
    .insert(mailOutbox)
    .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the outbox did not store the mail');
  return row.id;
}

/**
 * Hands a queued mail to SMTP when SMTP_URL is set, and records the outcome on its outbox row. A
 * visitor-caused mail to an address that has had its day's share is not sent (the site must not
 * become a way to flood someone's inbox); what the visitor filed is stored all the same.
 */
export async function deliverMail(
  id: number,
  mail: OutgoingMail,
  { capped = true }: DeliveryOptions = {},
): Promise<{ sent: boolean }> {
  const db = await getDb();
  const row = { id };
  const env = getEnv();
  if (capped && (await mailsToday(db, mail.to)) > dailyMailsPerRecipient) {
    await db
      .update(mailOutbox)
      .set({ error: `not sent: more than ${dailyMailsPerRecipient} mails to this address in 24 hours` })
      .where(eq(mailOutbox.id, row.id));
    return { sent: false };
  }
  if (!env.SMTP_URL) return { sent: false };
  try {
    const { createTransport } = await import('nodemailer');
    // Short limits: the visitor waits for this answer, and an unreachable server must not hold it
    // for minutes (the mail stays in the outbox either way).
    // (nodemailer reads transport options from the connection URL's query; the operator's own win.)
    const url = new URL(env.SMTP_URL);
    for (const [option, ms] of [
      ['connectionTimeout', '5000'],
      ['greetingTimeout', '5000'],
      ['socketTimeout', '10000'],
    ] as const) {
      if (!url.searchParams.has(option)) url.searchParams.set(option, ms);
    }
    const transport = createTransport(url.toString());
    await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    return { sent: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('[mail] SMTP delivery failed; the message stays in the outbox', row.id, message);
    await db
      .update(mailOutbox)
      .set({ error: message.slice(0, 500) })
      .where(eq(mailOutbox.id, row.id));
    return { sent: false };
  }
}
