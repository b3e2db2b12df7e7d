// One card of the notification panel: who or what it is about, a short text, its actions and,
// when allowed, a dismiss button (interview reminders cannot be dismissed, SPEC.md §4).
import { clsx } from 'clsx';
import { Bell, CalendarClock, type LucideIcon, Megaphone, MessageSquare, Video, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { isBuiltLink } from '#web/lib/route-table.ts';
import type { NotificationToast, ToastKind } from '../toasts/toast-model.ts';

const KIND_ICONS: Record<ToastKind, LucideIcon> = {
  message: MessageSquare,
  feature_announcement: Megaphone,
  interview_starting_soon: CalendarClock,
  notification: Bell,
};

/** Icon names the server uses (GET /api/persistent-notifications/). */
const NAMED_ICONS: Record<string, LucideIcon> = {
  megaphone: Megaphone,
  'chat-bubble': MessageSquare,
  'video-camera': Video,
  bell: Bell,
};

const KIND_COLORS: Record<ToastKind, string> = {
  message: 'info',
  feature_announcement: 'success',
  interview_starting_soon: 'warning',
  notification: 'info',
};

const ACCENTS: Record<string, { bar: string; icon: string }> = {
  info: { bar: 'bg-brand-500', icon: 'bg-brand-50 text-brand-700' },
  success: { bar: 'bg-emerald-500', icon: 'bg-emerald-50 text-emerald-700' },
  warning: { bar: 'bg-amber-500', icon: 'bg-amber-50 text-amber-700' },
  error: { bar: 'bg-red-500', icon: 'bg-red-50 text-red-700' },
};

/** A path inside the app (router link) rather than another site (new tab). */
function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

function ToastAction({
  link,
  primary,
  onFollow,
  children,
}: {
  link: string;
  primary: boolean;
  onFollow: () => void;
  children: ReactNode;
}) {
  const classes = clsx(
    'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    primary
      ? 'bg-brand-600 text-white hover:bg-brand-700'
      : 'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  );
  if (isAppPath(link)) {
    return (
      <Link to={link} className={classes} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={classes} onClick={onFollow}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Leading({ toast, accent }: { toast: NotificationToast; accent: string }) {
  if (toast.avatar || (toast.kind === 'message' && toast.avatarName)) {
    return (
      <Avatar
        name={toast.avatarName || toast.title}
        src={toast.avatar}
        size="md"
        shape={toast.kind === 'message' ? 'circle' : 'square'}
      />
    );
  }
  const Icon = (toast.icon && NAMED_ICONS[toast.icon]) || KIND_ICONS[toast.kind];
  return (
    <span className={clsx('flex size-10 shrink-0 items-center justify-center rounded-full', accent)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

interface ToastCardProps {
  toast: NotificationToast;
  onDismiss: (toast: NotificationToast) => void;
  onFollow: (toast: NotificationToast) => void;
}

export function ToastCard({ toast, onDismiss, onFollow }: ToastCardProps) {
  // An action whose page is not built yet would lead to Page Not Found: it is left out.
  const link = toast.link && isBuiltLink(toast.link) ? toast.link : null;
  const secondaryLink = toast.secondaryLink && isBuiltLink(toast.secondaryLink) ? toast.secondaryLink : null;
  const accent = ACCENTS[toast.color ?? ''] ?? ACCENTS[KIND_COLORS[toast.kind]] ?? ACCENTS.info;
  const titleId = `toast-${toast.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="relative flex gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-3.5 pl-4 shadow-lg shadow-slate-900/10"
    >
      <span className={clsx('absolute inset-y-0 left-0 w-1', accent?.bar)} aria-hidden="true" />
      <Leading toast={toast} accent={accent?.icon ?? ''} />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="pr-6 text-sm font-semibold text-slate-900">
          {toast.title}
        </p>
        {toast.description ? (
          <p className="mt-0.5 line-clamp-3 text-sm break-words text-slate-600">{toast.description}</p>
        ) : null}
        {link || secondaryLink ? (
          <div className="mt-2.5 flex flex-wrap gap-2">
            {link ? (
              <ToastAction link={link} primary onFollow={() => onFollow(toast)}>
                {toast.primaryActionText || 'View'}
              </ToastAction>
            ) : null}
            {secondaryLink ? (
              <ToastAction link={secondaryLink} primary={false} onFollow={() => onFollow(toast)}>
                {toast.secondaryActionText || 'Learn more'}
              </ToastAction>
            ) : null}
          </div>
        ) : null}
      </div>
      {toast.dismissible ? (
        <button
          type="button"
          onClick={() => onDismiss(toast)}
          aria-label={`Dismiss: ${toast.title}`}
          className="absolute top-2 right-2 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
