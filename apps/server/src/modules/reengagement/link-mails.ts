// Mailing signed links (/confirm, /still-interested): one mail per recipient, each carrying a link
// signed for that recipient alone, queued in the caller's transaction (the one that records the
// ask), so the mails leave if and only if the ask is stored.
import type { MailMessage } from '#server/adapters/mail/mailer.ts';
import type { Database } from '#server/db/client.ts';
import { enqueueMail } from '#server/jobs/outbox.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { createSignedLink, type LinkPurpose, pageUrl } from './signed-links.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface SignedLinkMails<R> {
  purpose: LinkPurpose;
  /** The page the link opens, such as `/confirm`. */
  path: string;
  expiresAt: Date;
  recipients: readonly R[];
  /** The id the link is signed for (a contact's, a candidate's). */
  linkId: (recipient: R) => number;
  mail: (recipient: R, url: string) => MailMessage;
}

export async function queueSignedLinkMails<R>(
  tx: Transaction,
  ctx: { keyring: Keyring; appUrl: string },
  { purpose, path, expiresAt, recipients, linkId, mail }: SignedLinkMails<R>,
): Promise<void> {
  for (const recipient of recipients) {
    const token = createSignedLink(ctx.keyring, purpose, linkId(recipient), expiresAt);
    await enqueueMail(tx as unknown as Database, mail(recipient, pageUrl(ctx.appUrl, path, token)));
  }
}
