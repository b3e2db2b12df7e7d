// Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com).
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a server that accepts and never answers must not hold a delivery worker for
  // minutes (nodemailer's defaults are 2 min to connect and 10 min of socket silence).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    transport: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.calendar
          ? {
              icalEvent: {
                method: message.calendar.method,
                content: message.calendar.content,
                filename: 'invite.ics',
              },
            }
          : {}),
        // The outbox key: a receiving system can recognise a repeated delivery.
        ...(message.deliveryKey ? { messageId: `<${message.deliveryKey}@hireloop.outbox>` } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
