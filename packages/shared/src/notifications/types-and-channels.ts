// The notification types, channels and scopes (inboxes), their labels, which inbox each type
// belongs to, and the schemas that read them.

export const NOTIFICATION_TYPES = [
  'new_message',
  'application_update',
  'application_received',
  'interview_scheduled',
  'interview_starting_soon',
  'offer',
  'team_invitation',
  'team_member_joined',
  'billing',
  'job_search_check_in',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The notification inboxes: the personal (candidate) one, the active company's, and the active
 * enterprise's. Each belongs to the account in use.
 */
export const NOTIFICATION_SCOPES = ['candidate', 'company', 'enterprise'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

/** `both`: the personal and the company inbox. */
export type NotificationSide = NotificationScope | 'both';

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In-app',
  email: 'Email',
  sms: 'Text message',
};

export interface NotificationTypeInfo {
  label: string;
  /** Which inbox (and preferences page) the type belongs to. */
  side: NotificationSide;
  description: string;
}

export const NOTIFICATION_TYPE_INFO: Record<NotificationType, NotificationTypeInfo> = {
  new_message: {
    label: 'New messages',
    side: 'both',
    description: 'Someone sent you a message.',
  },
  application_update: {
    label: 'Application updates',
    side: 'candidate',
    description: 'An application of yours moved to another step or was decided.',
  },
  application_received: {
    label: 'New applications',
    side: 'company',
    description: 'A candidate applied to one of your opportunities.',
  },
  interview_scheduled: {
    label: 'Interviews scheduled',
    side: 'both',
    description: 'An interview was scheduled, moved or cancelled.',
  },
  interview_starting_soon: {
    label: 'Interview reminders',
    side: 'both',
    description: 'An interview you take part in is about to start.',
  },
  offer: {
    label: 'Offers',
    side: 'both',
    description: 'An offer was sent, accepted or declined.',
  },
  team_invitation: {
    label: 'Team invitations',
    // The invitee is not a member yet, so the invitation lands in the personal inbox.
    side: 'candidate',
    description: 'You were invited to join a company or enterprise.',
  },
  team_member_joined: {
    label: 'New team members',
    side: 'enterprise',
    description: 'Someone accepted an invitation to your enterprise.',
  },
  billing: {
    label: 'Billing',
    side: 'company',
    description: 'Spend cap alerts, invoices, receipts and failed payments.',
  },
  job_search_check_in: {
    label: 'Job search check-ins',
    side: 'candidate',
    description:
      'After a quiet while, we ask whether you are still looking (one email, then none for months).',
  },
};

export function notificationTypeLabel(type: NotificationType): string {
  return NOTIFICATION_TYPE_INFO[type].label;
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** The types shown in one inbox / on one preferences page. */
export function notificationTypesOf(scope: NotificationScope): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => {
    const side = NOTIFICATION_TYPE_INFO[type].side;
    return side === scope || (side === 'both' && scope !== 'enterprise');
  });
}
