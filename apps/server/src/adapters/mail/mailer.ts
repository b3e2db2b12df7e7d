// The mail adapter every feature sends through. Implementations: database (default) and SMTP.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Free-form facts for the dev mailbox and tests (e.g. { kind: 'verify-email' }); never secrets. */
  metadata?: Record<string, unknown>;
  /** An iCalendar invitation or cancellation (a `text/calendar` part that calendars act on). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Set by the outbox: one key per intended mail, the same on every retry of its delivery. */
  deliveryKey?: string;
}

export interface Mailer {
  readonly transport: 'database' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
