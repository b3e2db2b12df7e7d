// The mails of the authentication flows.
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';
import type { UserRow } from '#server/db/schema.ts';

type Recipient = Pick<UserRow, 'email' | 'firstName'>;

export function verifyEmailMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: `Verify your email address for ${PRODUCT_NAME}`,
    metadata: { kind: 'verify-email' },
    ...renderMail({
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Welcome to ${PRODUCT_NAME}! Please confirm that this is your email address so companies and candidates can reach you.`,
        'The link is valid for 60 minutes. If you did not create an account, you can ignore this email.',
      ],
      action: { label: 'Verify email address', url },
    }),
  };
}

export function passwordResetMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    metadata: { kind: 'password-reset' },
    ...renderMail({
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        'We received a request to reset the password of your account.',
        'The link is valid for 60 minutes and works once. If you did not ask for a reset, you can ignore this email: your password stays as it is.',
      ],
      action: { label: 'Reset password', url },
    }),
  };
}
