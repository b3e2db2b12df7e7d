// Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com).
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
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
      });
    },
    async close() {
      transporter.close();
    },
  };
}
