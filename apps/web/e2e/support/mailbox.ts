// Reading what the server "sent" from the developer mailbox (GET /api/dev/mailbox).
import { type APIRequestContext, expect } from '@playwright/test';

interface MailboxMessage {
  to: string;
  subject: string | null;
  text: string | null;
}

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/mailbox', { params: { to, channel: 'mail' } });
      const { data } = (await response.json()) as { data: MailboxMessage[] };
      found = data.find((message) => subject.test(message.subject ?? ''));
      return Boolean(found);
    })
    .toBe(true);
  return found as MailboxMessage;
}

/**
 * The path and query of the first link in a mail that contains `pathPart`. Mails link to the
 * server's APP_URL host; the test follows the link on its own origin so the browser keeps its
 * session cookies.
 */
export function linkPath(mail: MailboxMessage, pathPart: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code of the newest text to `phone` in the developer mailbox. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/mailbox', { params: { to: phone, channel: 'sms' } });
      const { data } = (await response.json()) as { data: { text: string | null }[] };
      code = data[0]?.text?.match(/^(\d{6}) is your Hireloop verification code/)?.[1];
      return Boolean(code);
    })
    .toBe(true);
  return code as string;
}
