// The company's figures at a glance: team size, open invitations, trial days left.
import { CalendarClock, MailPlus, Users } from 'lucide-react';
import { Card } from '#web/components/card.tsx';
import type { CompanyDashboard } from '../api/company-dashboard.ts';
import { trialRemainingText } from '../company-banners.ts';

function trialText(trialEndsAt: string | null): string {
  if (!trialEndsAt) return 'No trial';
  const end = new Date(trialEndsAt);
  return end > new Date() ? trialRemainingText(end, new Date()) : 'Ended';
}

export function DashboardFigures({ dashboard }: { dashboard: CompanyDashboard }) {
  const figures = [
    { icon: Users, label: 'Team members', value: String(dashboard.teamMembers) },
    { icon: MailPlus, label: 'Pending invitations', value: String(dashboard.pendingInvitations) },
    { icon: CalendarClock, label: 'Trial left', value: trialText(dashboard.trialEndsAt) },
  ];
  return (
    <ul aria-label="Company figures" className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ icon: Icon, label, value }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-4 p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-xl font-semibold tracking-tight text-slate-900 first-letter:uppercase">
                {value}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
