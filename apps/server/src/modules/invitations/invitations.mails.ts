import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';

export function invitationMail(options: {
  to: string;
  inviterName: string;
  accountName: string;
  role: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.inviterName} invited you to join ${options.accountName} on ${PRODUCT_NAME}`,
    metadata: { kind: 'invitation' },
    ...renderMail({
      greeting: 'Hello,',
      paragraphs: [
        `${options.inviterName} invited you to join ${options.accountName} on ${PRODUCT_NAME} as ${options.role}.`,
        `Accept the invitation with the button below. It expires on ${options.expiresAt.toUTCString().slice(0, 16)}. If you do not have an account yet, you can create one on the way.`,
      ],
      action: { label: 'Accept invitation', url: options.url },
    }),
  };
}
