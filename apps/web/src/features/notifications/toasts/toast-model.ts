// A notification toast (SPEC.md §3 "Notification toast") as the toast panel holds it, whatever it
// came from: GET /api/persistent-notifications/ or an event on the user's private channel.

export type ToastKind = 'message' | 'feature_announcement' | 'interview_starting_soon' | 'notification';

export interface NotificationToast {
  /** Unique across kinds: `message-{id}`, `feature-announcement-{id}`, `notification-{id}`, … */
  id: string;
  kind: ToastKind;
  title: string;
  description: string;
  avatar: string | null;
  /** Whose initials stand in when there is no avatar picture; empty when the toast names no one. */
  avatarName: string;
  icon: string | null;
  primaryActionText: string | null;
  secondaryActionText: string | null;
  color: string | null;
  /** Where the primary action leads: an app path or an absolute URL. */
  link: string | null;
  secondaryLink: string | null;
  /** Visible from (epoch ms); null = from the start. */
  validFrom: number | null;
  /** Visible until (epoch ms); null = until dismissed or otherwise hidden. */
  validTo: number | null;
  conversationUuid: string | null;
  conversationMessageId: number | null;
  /** The interview a reminder is about: none is shown on that interview's own page. */
  interviewUuid: string | null;
  dismissible: boolean;
  /** The company the toast concerns when it is for the company side (SPEC.md §3 setCompanyId). */
  setCompanyId: number | null;
  /** The feature announcement's or stored notification's id. */
  sourceId: number | null;
}

/** A toast in the panel, with when it was let out of the spacing queue (for newest-on-top). */
export interface ShownToast extends NotificationToast {
  shownAt: number;
}
