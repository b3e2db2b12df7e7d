// The mails of re-engagement: "confirm your info" to a talent-pool contact, and "are you still
// looking?" to a quiet candidate (with its one-click unsubscribe link).
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';

export function confirmInfoMail(options: {
  to: string;
  firstName: string;
  companyName: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.companyName} asks you to confirm your details`,
    metadata: { kind: 'confirm-info' },
    ...renderMail({
      greeting: `Hello ${options.firstName},`,
      paragraphs: [
        `${options.companyName} keeps your details on ${PRODUCT_NAME} so they can tell you about opportunities that suit you.`,
        'Please check that your name, phone and location are right, and tell them whether they may contact you. No account or password is needed.',
        `The link works until ${options.expiresAt.toUTCString().slice(0, 16)}.`,
      ],
      action: { label: 'Confirm your info', url: options.url },
    }),
  };
}

export function stillInterestedMail(options: {
  to: string;
  firstName: string;
  url: string;
  unsubscribeUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Are you still looking for your next role?',
    metadata: { kind: 'still-interested', type: 'job_search_check_in' },
    ...renderMail({
      greeting: `Hello ${options.firstName},`,
      paragraphs: [
        `Your ${PRODUCT_NAME} profile has not changed for a while. Are you still looking?`,
        'Answer with one click: yes keeps your profile visible to companies and marks it as current; no hides it from company searches for now (you can show it again any time).',
        `Stop these check-ins: ${options.unsubscribeUrl}`,
      ],
      action: { label: 'Answer now', url: options.url },
    }),
  };
}
