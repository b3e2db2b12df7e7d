// The outcome of an auth step (link sent, email verified, link expired…): an icon, a heading,
// what happened and what to do next.
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  success: { box: 'border-emerald-200 bg-emerald-50', icon: 'bg-emerald-100 text-emerald-700' },
  error: { box: 'border-red-200 bg-red-50', icon: 'bg-red-100 text-red-700' },
  info: { box: 'border-slate-200 bg-slate-50', icon: 'bg-brand-100 text-brand-700' },
} as const;

interface StatusPanelProps {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusPanel({ tone, icon: Icon, title, children, actions }: StatusPanelProps) {
  const styles = TONES[tone];
  return (
    <section role="status" className={clsx('rounded-xl border p-5 sm:p-6', styles.box)}>
      <div className={clsx('flex size-10 items-center justify-center rounded-full', styles.icon)}>
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-1 space-y-3 text-sm leading-relaxed text-slate-700">{children}</div>
      {actions ? <div className="mt-5 flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
