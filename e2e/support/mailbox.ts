import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string };

/**
 * A real SMTP server on loopback for the e2e tests: the site's nodemailer delivers to it, and
 * the tests read what arrived (decoded by mailparser, as a mail client would show it).
 */
export async function startMailbox(
  port: number,
): Promise<{ received: ReceivedMail[]; waitFor: (to: string) => Promise<ReceivedMail>; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const waitFor = async (to: string) => {
    for (let i = 0; i < 100; i++) {
      const mail = received.find((item) => item.to === to);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail for ${to} arrived within 10 s`);
  };
  return { received, waitFor, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
