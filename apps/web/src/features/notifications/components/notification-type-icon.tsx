// The picture of a notification type in the inbox.
import type { NotificationType } from '@hireloop/shared/notifications';
import {
  Bell,
  CalendarCheck,
  CalendarClock,
  Compass,
  CreditCard,
  FileCheck,
  FileText,
  Handshake,
  type LucideIcon,
  MessageSquare,
  UserPlus,
  UsersRound,
} from 'lucide-react';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  new_message: MessageSquare,
  application_update: FileCheck,
  application_received: FileText,
  interview_scheduled: CalendarCheck,
  interview_starting_soon: CalendarClock,
  offer: Handshake,
  team_invitation: UserPlus,
  team_member_joined: UsersRound,
  billing: CreditCard,
  job_search_check_in: Compass,
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const Icon = TYPE_ICONS[type] ?? Bell;
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200">
      <Icon className="size-4.5" aria-hidden="true" />
    </span>
  );
}
