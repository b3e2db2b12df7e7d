import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';

/** "Apply to …": sent to a talent pool contact; the link opens the opportunity with their details. */
export function opportunityInviteMail(options: {
  to: string;
  firstName: string;
  inviterName: string;
  companyName: string;
  opportunityTitle: string;
  url: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.companyName} invites you to apply: ${options.opportunityTitle}`,
    metadata: { kind: 'opportunity-invite' },
    ...renderMail({
      greeting: `Hello ${options.firstName},`,
      paragraphs: [
        `${options.inviterName} at ${options.companyName} thinks you would be a great fit for ${options.opportunityTitle} and invites you to apply on ${PRODUCT_NAME}.`,
        'Open the opportunity with the button below. Your name and email are filled in for you; applying takes a few minutes.',
      ],
      action: { label: 'View the opportunity', url: options.url },
    }),
  };
}
