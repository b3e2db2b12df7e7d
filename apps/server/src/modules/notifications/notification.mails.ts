// The email copy of a notification, with a one-click unsubscribe link for its type.
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { type NotificationType, notificationTypeLabel } from '@hireloop/shared/notifications';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';

/** A stored link is a path inside the app ("/messages/…"); mail needs it absolute. */
export function absoluteLink(appUrl: string, link: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  return `${appUrl.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;
}

export function notificationMail(options: {
  to: string;
  firstName: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  appUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const label = notificationTypeLabel(options.type).toLowerCase();
  return {
    to: options.to,
    subject: options.title,
    metadata: { kind: 'notification', type: options.type },
    ...renderMail({
      greeting: `Hello ${options.firstName},`,
      paragraphs: [
        options.title,
        ...(options.body ? [options.body] : []),
        `You receive these emails because ${label} notifications are on for your ${PRODUCT_NAME} account. Stop emails about ${label}: ${options.unsubscribeUrl}`,
      ],
      ...(options.link
        ? { action: { label: `Open in ${PRODUCT_NAME}`, url: absoluteLink(options.appUrl, options.link) } }
        : {}),
    }),
  };
}

export function notificationSms(options: { to: string; title: string; link: string | null; appUrl: string }) {
  const link = options.link ? ` ${absoluteLink(options.appUrl, options.link)}` : '';
  return { to: options.to, body: `${PRODUCT_NAME}: ${options.title}${link}` };
}
