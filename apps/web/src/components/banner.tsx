import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';

/** Banner variants of SPEC.md §3. */
export type BannerVariant = 'info' | 'success' | 'warning' | 'error';

const STYLES: Record<BannerVariant, { box: string; icon: string; Icon: LucideIcon }> = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-600', Icon: Info },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: 'text-emerald-600',
    Icon: CircleCheck,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: 'text-amber-600',
    Icon: TriangleAlert,
  },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600', Icon: CircleAlert },
};

interface BannerProps {
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Renders a close button; banners of SPEC.md §4 are dismissible for the session. */
  onDismiss?: () => void;
  className?: string;
}

export function Banner({ variant = 'info', title, children, onDismiss, className }: BannerProps) {
  const { box, icon, Icon } = STYLES[variant];
  // Errors and warnings interrupt; information waits its turn.
  const role = variant === 'error' || variant === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={clsx('flex gap-3 rounded-lg border p-4 text-sm', box, className)}>
      <Icon className={clsx('mt-0.5 size-5 shrink-0', icon)} aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 self-start rounded-md p-1 opacity-70 hover:opacity-100"
          aria-label="Dismiss"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
